import { INCOMPATIBLE_BROWSER_TEXT, STORAGE_BLOCKED_TEXT } from '../environment';
import type { EnvironmentProblem } from '../environment';

/**
 * Shown instead of the app when the browser cannot run it. Plain markup and inline styles:
 * the usual providers may be exactly what is missing.
 */
export function EnvironmentError({ problem }: { problem: Exclude<EnvironmentProblem, null> }) {
  return (
    <div
      role="alert"
      style={{
        maxWidth: 640,
        margin: '15vh auto',
        padding: 24,
        borderRadius: 8,
        border: '1px solid #d9534f',
        background: '#2a1512',
        color: '#f3e6d8',
        fontFamily: 'Arial, sans-serif',
        lineHeight: 1.5,
      }}
    >
      {problem === 'incompatible' ? INCOMPATIBLE_BROWSER_TEXT : STORAGE_BLOCKED_TEXT}
    </div>
  );
}
