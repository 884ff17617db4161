import { COMPANY_ROLES, type CompanyRole } from '@shop/schemas';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../../shared/ui/SelectField';

/** 'Роль': Администратор, Закупщик or Наблюдатель. */
export function RoleSelect({
  value,
  onChange,
}: {
  value: CompanyRole;
  onChange: (role: CompanyRole) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <SelectField
      label={t('companyAccount.members.role')}
      size="sm"
      value={value}
      onChange={(next) => onChange(next as CompanyRole)}
    >
      {COMPANY_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`companyAccount.roles.${role}`)}
        </option>
      ))}
    </SelectField>
  );
}
