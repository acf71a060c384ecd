import { Dialog } from '../../../components/ui/Dialog';
import { staffMessages } from '../users-messages';

export interface GrantSuperAdminDialogProps {
  /** Who would get the role: their name (and e-mail), as staff know them. */
  person: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asked before anyone is made a Super Admin (a new account or a changed role): Cancel changes nothing. */
export function GrantSuperAdminDialog({ person, onConfirm, onCancel }: GrantSuperAdminDialogProps) {
  return (
    <Dialog title={staffMessages.grantSuperAdminTitle(person)} onClose={onCancel}>
      <p>{staffMessages.grantSuperAdminExplained(person)}</p>
      <div className="users-admin__dialog-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm}>
          Make Super Admin
        </button>
      </div>
    </Dialog>
  );
}
