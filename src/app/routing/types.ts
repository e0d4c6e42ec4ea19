import type { ComponentType } from 'react';
import type { PermissionFlag } from '../../protocol/user';

/** One entry of the route table of accounts-and-shell.md section 2. */
export interface AppRoute {
  path: string;
  component: ComponentType;
  /** Shown only to users holding this flag; others get the Unauthorised page. */
  permission?: PermissionFlag;
}
