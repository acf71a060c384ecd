import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { stageMessages } from '../stage-messages';

export interface WithdrawDialogProps {
  title: string;
  /** What recording the withdrawal does. */
  question: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before recording that candidates withdrew (Cancel has the focus first). */
export function WithdrawDialog({ question, ...dialog }: WithdrawDialogProps) {
  return (
    <ConfirmDialog {...dialog} confirmLabel={stageMessages.withdraw}>
      <p>{question}</p>
    </ConfirmDialog>
  );
}
