import { Route, Routes } from 'react-router-dom';
import { NotFound } from '../pages/errors/NotFound';
import { Unauthorised } from '../pages/errors/Unauthorised';
import { hasPermission, useAuthStore } from '../stores/auth';
import { ROUTES } from './routes';
import type { AppRoute } from './types';

function Guarded({ route }: { route: AppRoute }) {
  const user = useAuthStore((s) => s.user);
  if (route.permission && !hasPermission(user, route.permission)) return <Unauthorised />;
  const Page = route.component;
  return <Page />;
}

/** The route table; pages may be lazy, the layout's Suspense shows a spinner meanwhile. */
export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path} element={<Guarded route={route} />} />
      ))}
      <Route path="/unauth" element={<Unauthorised />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
