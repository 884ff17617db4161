import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { DialogTarget } from '../components/OrderDialog';

interface EditRequestState {
  editOrderId?: unknown;
}

/**
 * The dialog's target. 'Редактировать' on the order page comes here with router
 * state { editOrderId }: that order opens in edit mode, once (the state is then cleared).
 */
export function useDialogTarget() {
  const location = useLocation();
  const navigate = useNavigate();
  const [target, setTarget] = useState<DialogTarget | null>(null);
  const requested = (location.state as EditRequestState | null)?.editOrderId;
  useEffect(() => {
    if (typeof requested !== 'number') return;
    setTarget({ id: requested, edit: true });
    void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [requested, navigate, location.pathname, location.search]);
  return [target, setTarget] as const;
}
