import { departApi } from '../../../providers/depart-api';
import { UserByDepartModal } from '../../../src/components/UserByDepartModal';
import { useFeedback } from '../../kit/useFeedback';

export interface LinkUsersDialogProps {
  departId: string;
  onClose: () => void;
  onDone: () => void;
}

/**
 * 添加已有用户 (JeecgBoot DeptUserInfo): users picked in 根据部门选择用户 are linked to the
 * department (editSysDepartWithUser {depId, userIdList}); users already in it are skipped server-side.
 */
export function LinkUsersDialog({ departId, onClose, onDone }: LinkUsersDialogProps) {
  const feedback = useFeedback();
  return (
    <UserByDepartModal
      open
      multi
      store="id"
      onCancel={onClose}
      onOk={(users) => {
        void departApi
          .linkUsers(
            departId,
            users.map((user) => user.id),
          )
          .then((outcome) => {
            feedback.outcome(outcome);
            if (outcome.ok) onDone();
          });
      }}
    />
  );
}
