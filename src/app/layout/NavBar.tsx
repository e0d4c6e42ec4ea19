import {
  AppBar,
  Box,
  Button,
  Divider,
  Link,
  Menu,
  MenuItem,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import type { ClientUser, PermissionFlag } from '../../protocol/user';
import { Avatar } from '../components/Avatar';
import { hasPermission, useAuthStore } from '../stores/auth';
import { selectGameStarted, useLobbyStore } from '../stores/lobby';
import { BrandLogo } from './BrandLogo';
import { GamesCount, InGameItems, UserCount } from './LobbyIndicators';
import { ServerStatus } from './ServerStatus';

/** The third-party supporter service (opened in a new tab). */
export const SUPPORTER_SERVICE_URL = 'https://www.patreon.com/';

/** Admin menu entries and the permission each needs. */
export const ADMIN_ITEMS: { label: string; path: string; permission: PermissionFlag }[] = [
  { label: 'Users', path: '/users', permission: 'canManageUsers' },
  { label: 'User alts', path: '/useralts', permission: 'canManageTournaments' },
  { label: 'Nodes', path: '/nodes', permission: 'canManageNodes' },
  { label: 'Ban list', path: '/banlist', permission: 'canManageBanlist' },
  { label: 'Tagged games', path: '/taggedgames', permission: 'canManageTournaments' },
];

function NavItem({
  to,
  children,
  end = false,
}: {
  to: string;
  children: ReactNode;
  end?: boolean;
}) {
  return (
    <Button
      component={NavLink}
      to={to}
      end={end}
      color="inherit"
      sx={{
        px: 1.5,
        color: 'text.secondary',
        fontWeight: 600,
        letterSpacing: 0.5,
        '&.active': { color: 'primary.light', boxShadow: 'inset 0 -2px 0 currentColor' },
        '&:hover': { color: 'text.primary' },
        borderRadius: 0,
        minHeight: 56,
      }}
    >
      {children}
    </Button>
  );
}

/** A button opening a menu of links; closes on choice, Escape or a click elsewhere. */
function DropdownMenu({
  label,
  id,
  children,
}: {
  label: ReactNode;
  id: string;
  children: (close: () => void) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        id={`${id}-button`}
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ px: 1.5, minHeight: 56, borderRadius: 0, color: 'text.secondary', fontWeight: 600 }}
      >
        {label}
        <Box component="span" sx={{ ml: 0.5, fontSize: 10 }} aria-hidden>
          ▼
        </Box>
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
      >
        {children(close)}
      </Menu>
    </>
  );
}

/** The Admin menu entries a user may see. */
export function adminItemsFor(user: ClientUser | null): typeof ADMIN_ITEMS {
  return ADMIN_ITEMS.filter((item) => hasPermission(user, item.permission));
}

function AdminMenu() {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const items = adminItemsFor(user);
  if (!user || items.length === 0) return null;
  return (
    <DropdownMenu label={t('Admin')} id="admin">
      {(close) =>
        items.map((item) => (
          <MenuItem key={item.path} component={RouterLink} to={item.path} onClick={close}>
            {t(item.label)}
          </MenuItem>
        ))
      }
    </DropdownMenu>
  );
}

function ProfileMenu() {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  if (!user) return null;
  return (
    <DropdownMenu
      id="profile"
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, textTransform: 'none' }}>
          <Avatar avatar={user.avatar} username={user.username} size={28} />
          <span>{user.username}</span>
        </Box>
      }
    >
      {(close) => [
        <MenuItem key="profile" component={RouterLink} to="/profile" onClick={close}>
          {t('Profile')}
        </MenuItem>,
        <Divider key="divider" />,
        <MenuItem key="logout" component={RouterLink} to="/logout" onClick={close}>
          {t('Logout')}
        </MenuItem>,
      ]}
    </DropdownMenu>
  );
}

/** The navigation bar of accounts-and-shell.md section 2. */
export function NavBar() {
  const { t } = useTranslation();
  const loggedIn = useAuthStore((s) => s.user !== null);
  const gameStarted = useLobbyStore(selectGameStarted);
  // Narrow windows fold the page links into one menu so the status items keep their place.
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const mainLinks = [
    { to: '/', label: t('Play') },
    { to: '/cards', label: t('Cards') },
    ...(loggedIn ? [{ to: '/decks', label: t('Decks') }] : []),
    ...(loggedIn ? [{ to: '/results', label: t('Results') }] : []),
    { to: '/faq', label: t('Help') },
  ];
  return (
    <AppBar
      position="sticky"
      elevation={0}
      component="nav"
      aria-label="Main"
      sx={{
        bgcolor: 'rgba(14, 10, 8, 0.92)',
        backdropFilter: 'blur(6px)',
        borderBottom: '1px solid',
        borderImage: 'linear-gradient(90deg, transparent, #e0923c 30%, #e0923c 70%, transparent) 1',
      }}
    >
      <Toolbar variant="dense" sx={{ minHeight: 56, gap: 0.5, px: { xs: 1, md: 2 } }}>
        <Link
          component={RouterLink}
          to="/"
          underline="none"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2, color: 'text.primary' }}
          data-testid="brand"
        >
          <BrandLogo />
          <Typography
            component="span"
            sx={{
              display: { xs: 'none', sm: 'inline' },
              fontFamily: 'Georgia, "Liberation Serif", serif',
              fontSize: 22,
              fontWeight: 700,
              letterSpacing: 1,
            }}
          >
            Ashtable
          </Typography>
        </Link>
        {compact ? (
          <DropdownMenu label={t('Menu')} id="main">
            {(close) =>
              mainLinks.map((link) => (
                <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={close}>
                  {link.label}
                </MenuItem>
              ))
            }
          </DropdownMenu>
        ) : (
          mainLinks.map((link) => (
            <NavItem key={link.to} to={link.to} end={link.to === '/'}>
              {link.label}
            </NavItem>
          ))
        )}
        <AdminMenu />
        <Box sx={{ flexGrow: 1 }} />
        {gameStarted ? <InGameItems /> : null}
        <UserCount />
        <GamesCount />
        <ServerStatus />
        <Button
          href={SUPPORTER_SERVICE_URL}
          target="_blank"
          rel="noopener noreferrer"
          color="inherit"
          size="small"
          sx={{
            color: 'primary.light',
            mx: 1,
            whiteSpace: 'nowrap',
            display: { xs: 'none', sm: 'inline-flex' },
          }}
        >
          {t('Support us')}
        </Button>
        {loggedIn ? (
          <ProfileMenu />
        ) : (
          <>
            <NavItem to="/login">{t('Login')}</NavItem>
            <NavItem to="/register">{t('Register')}</NavItem>
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
