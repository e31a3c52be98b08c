// Mantine's look with react-router's navigation (client-side, no page reload).
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { Link, type LinkProps } from 'react-router';

type RouterAnchorProps = AnchorProps &
  Pick<LinkProps, 'to' | 'state' | 'replace' | 'onClick'> & {
    children: React.ReactNode;
  };

export function RouterAnchor(props: RouterAnchorProps) {
  return <Anchor component={Link} {...props} />;
}

type RouterButtonProps = ButtonProps &
  Pick<LinkProps, 'to' | 'state' | 'replace' | 'onClick'> & {
    children: React.ReactNode;
  };

export function RouterButton(props: RouterButtonProps) {
  return <Button component={Link} {...props} />;
}
