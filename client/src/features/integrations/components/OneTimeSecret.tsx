import { CopyButton } from '../../../components/ui/CopyButton';

/**
 * A secret the server shows once (a new API key, a webhook's signing secret): what happened, the
 * secret itself, and a button that copies it. Announced as a status when it appears.
 */
export function OneTimeSecret({ message, value, name }: { message: string; value: string; name: string }) {
  return (
    <div className="integrations__secret">
      <div role="status">
        <strong>{message}</strong>
        <code aria-label={`New ${name}`}>{value}</code>
      </div>
      <CopyButton text={value} label={`Copy the new ${name}`} />
    </div>
  );
}
