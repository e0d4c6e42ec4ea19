import { Navigate, useParams } from 'react-router-dom';
import { externalDeckUrl } from './links';

/** /decks/share/{uuid}: a share link opened here goes to the import page, filled in. */
export function ShareLinkPage() {
  const { uuid = '' } = useParams();
  return (
    <Navigate replace to={`/decks/import?link=${encodeURIComponent(externalDeckUrl(uuid))}`} />
  );
}
