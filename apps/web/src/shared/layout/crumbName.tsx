// A detail page may name its own last crumb once it knows the name (the admin
// order page: 'Заказ ORD-2026-000042' rather than the id in its path). The
// name is kept with the path it was given for, so it never shows on another
// page, and pages that name nothing keep the crumbs built from the path.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

interface CrumbName {
  path: string;
  name: string;
}

type SetCrumbName = (update: (current: CrumbName | null) => CrumbName | null) => void;

const NameContext = createContext<CrumbName | null>(null);
const SetNameContext = createContext<SetCrumbName>(() => {});

/** Holds the name between the page (which sets it) and the breadcrumbs above it (which show it). */
export function CrumbNameProvider({ children }: { children: ReactNode }) {
  const [name, setName] = useState<CrumbName | null>(null);
  return (
    <SetNameContext value={setName}>
      <NameContext value={name}>{children}</NameContext>
    </SetNameContext>
  );
}

/** The name a page gave to `pathname`, if any. */
export function useCrumbName(pathname: string): string | undefined {
  const current = useContext(NameContext);
  return current?.path === pathname ? current.name : undefined;
}

/** For a detail page: names its crumb; while `name` is undefined (loading, failed) the id stays. */
export function useNameCrumb(name: string | undefined): void {
  const setName = useContext(SetNameContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (!name) return;
    const own = { path: pathname, name };
    setName(() => own);
    // Clears only its own name: the next page may already have set one.
    return () => setName((current) => (current === own ? null : current));
  }, [setName, pathname, name]);
}
