import { useNavigate } from '../../../lib/router';
import { toast } from '../../../ui/toast';
import { paths } from '../../../app/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { clearSession, getSession } from '../../../lib/session';
import { Modal } from '../../../ui/modal';
import { ModalActions } from '../../../ui/modal-actions';
import { useLogout } from '../api/logout';

interface LogoutDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** SPEC §2 'Logout dialog': Keluar signs out on the server, then here whether or not that worked. */
export function LogoutDialog({ isOpen, onClose }: LogoutDialogProps) {
  const navigate = useNavigate();
  const logoutMutation = useLogout();

  async function handleLogout() {
    try {
      await logoutMutation.mutateAsync();
    } catch (error) {
      // When the API client ended the session itself (expired, or the token refused), it has already
      // told the user why; a second toast would only repeat it.
      const isAnnounced = error instanceof ApiError && getSession() === null;
      if (!isAnnounced) toast.error(errorMessage(error, 'Logout gagal'));
    } finally {
      clearSession();
      onClose();
      void navigate(paths.login(), { replace: true });
    }
  }

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title="Yakin Ingin Keluar"
      footer={
        <ModalActions
          cancelLabel="Kembali"
          onCancel={onClose}
          onConfirm={() => void handleLogout()}
          isPending={logoutMutation.isPending}
          variant="danger"
          confirmLabel="Keluar"
        />
      }
    >
      <p>Kamu perlu login kembali untuk melihat akun dan pesananmu.</p>
    </Modal>
  );
}
