import { AltArts } from '../results/AltArts';
import { AccountPanel } from './AccountPanel';

/** The profile alt-art screen: how many alt-art cards the player holds, and which. */
export function ProfileAltArtsPage() {
  return (
    <AccountPanel title="Alt arts" maxWidth={900}>
      <AltArts />
    </AccountPanel>
  );
}
