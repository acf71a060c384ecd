import { Dialog } from '../../../components/ui/Dialog';
import { CANDIDATE_SHORTCUTS, candidatePageMessages } from '../candidate-page-messages';

/** The candidate page's keyboard shortcuts, listed (the `?` key or the header's button opens it). */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={candidatePageMessages.shortcuts} onClose={onClose}>
      <p>{candidatePageMessages.shortcutsHint}</p>
      <dl className="shortcuts">
        {CANDIDATE_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.key} className="shortcuts__row">
            <dt>
              <kbd>{shortcut.key}</kbd>
            </dt>
            <dd>{shortcut.does}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
