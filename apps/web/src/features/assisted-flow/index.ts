// The five-step assisted flow ("Hangtime" button): loaded on demand, so its code (and the map's)
// never reaches the calendar's first download. The calendar page hands it to scheduling's
// Hangtime button (HangtimeActions), which shows it.
import { lazy } from 'react';

export const AssistedFlow = lazy(() => import('./components/assisted-flow'));
