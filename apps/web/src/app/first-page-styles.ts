// Mantine's styles for the first page alone (the landing page and the shell: 9 KB gzip of the
// 41 KB of all its styles), so a first visit's render-blocking CSS is only what it shows. Every
// other page waits for all of them (all-styles.ts) before it renders. The layer files put Mantine
// in `@layer mantine`: the app's own CSS wins over it whichever file loads last, as it did when
// Mantine's came first.
// Keep the list to the components the entry chunk imports (its source map lists them); a missing
// one shows unstyled on the landing page only.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
// Mantine's order: the parts others build on first (a Button is an UnstyledButton; its reset
// must come before the Button's own look, which it would otherwise wipe out).
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Blockquote.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
