import { Button } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { isItemActive, type NavItem } from './nav-items';

type NavLinksProps = { items: NavItem[]; onNavigate?: () => void; fullWidth?: boolean };

export function NavLinks({ items, onNavigate, fullWidth = false }: NavLinksProps) {
  const { pathname } = useLocation();
  return items.map((item) => {
    const isActive = isItemActive(item, pathname);
    return (
      <Button
        key={item.label}
        component={Link}
        to={item.to}
        onClick={onNavigate}
        variant={isActive ? 'light' : 'subtle'}
        color={isActive ? undefined : 'dark'}
        aria-current={isActive ? 'page' : undefined}
        fullWidth={fullWidth}
        justify={fullWidth ? 'flex-start' : 'center'}
      >
        {item.label}
      </Button>
    );
  });
}
