import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { accountRoles, type Account, type AccountRole } from '@/lib/queries/admin';

export const roleLabels: Record<AccountRole, string> = { user: 'Member', partner: 'Partner', admin: 'Admin' };

interface RoleControlProps {
  account: Account;
  busy: boolean;
  onChange: (account: Account, role: AccountRole) => void;
}

/** A role picker and its save button; giving admin access asks once more. */
export function RoleControl({ account, busy, onChange }: RoleControlProps) {
  const [role, setRole] = useState<AccountRole>(account.role);
  const [confirming, setConfirming] = useState(false);
  const id = `role-${account.id}`;
  const save = () => (role === 'admin' ? setConfirming(true) : onChange(account, role));
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Role for {account.email}
      </label>
      <select
        id={id}
        value={role}
        onChange={(e) => setRole(e.target.value as AccountRole)}
        className="border-input bg-card min-h-11 rounded-md border px-3"
      >
        {accountRoles.map((option) => (
          <option key={option} value={option}>
            {roleLabels[option]}
          </option>
        ))}
      </select>
      <Button variant="outline" disabled={busy || role === account.role} onClick={save} aria-label={`Save role for ${account.email}`}>
        Save role
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Give admin access?"
        description={`${account.email} will be able to publish articles, verify partners, read reported replies and change roles.`}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              setConfirming(false);
              onChange(account, 'admin');
            }}
          >
            Make admin
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
