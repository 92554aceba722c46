/**
 * The maker–checker machinery shared by transactions, batches, adjustments and invoices (codes17):
 * each action leads from one status to another and is taken by a given actor. The submitter may
 * cancel their own pending record and never audits it; another operator audits. Outcomes of
 * processing (成功 / 失败) belong to the system and are never offered to a viewer.
 */

/** Who may take an action on a record. */
export type Actor = 'anyone' | 'submitter' | 'otherThanSubmitter' | 'system';

export interface ActionRule<S extends string> {
  from: S;
  to: S;
  actor: Actor;
  needsReason: boolean;
  /** The button code (spec 6) the viewer also needs; the page checks it against the auth list. */
  permission?: string;
}

export type Machine<S extends string, A extends string> = Readonly<Record<A, ActionRule<S>>>;

/** A record as the server sends it: its status code and the username of whoever submitted it. */
export interface AuditedRecord {
  status?: string | null;
  submitter?: string | null;
}

export interface ActionView<S extends string, A extends string> {
  action: A;
  label: string;
  next: S;
  needsReason: boolean;
  permission: string | undefined;
}

const known = (user: string | null | undefined): user is string =>
  typeof user === 'string' && user !== '';

/**
 * Whether `viewer` submitted the record. Both names must be known: an unknown submitter is nobody's
 * own submission, and an unknown viewer is nobody.
 */
export function isOwnSubmission(record: AuditedRecord, viewer: string | null | undefined): boolean {
  return known(viewer) && known(record.submitter) && viewer === record.submitter;
}

function actorMayAct(actor: Actor, record: AuditedRecord, viewer: string | null | undefined) {
  switch (actor) {
    case 'anyone':
      return true;
    case 'system':
      return false;
    case 'submitter':
      return isOwnSubmission(record, viewer);
    case 'otherThanSubmitter':
      // Refused when either name is unknown: the console cannot tell it is not self-audit.
      return known(viewer) && known(record.submitter) && viewer !== record.submitter;
  }
}

/**
 * The actions `viewer` may take on `record`, in button `order` (the viewer's actions of the
 * machine; system outcomes are left out); none for an unknown status.
 */
export function actionsFor<S extends string, A extends string, V extends A>(
  machine: Machine<S, A>,
  labels: Readonly<Record<V, string>>,
  order: readonly V[],
  record: AuditedRecord,
  viewer: string | null | undefined,
): ActionView<S, V>[] {
  return order.flatMap((action) => {
    const rule = machine[action];
    if (rule.from !== record.status || !actorMayAct(rule.actor, record, viewer)) return [];
    const { to: next, needsReason, permission } = rule;
    return [{ action, label: labels[action], next, needsReason, permission }];
  });
}

/** The status after `action` on a record in `status`; undefined when the status refuses it. */
export function nextStatusIn<S extends string, A extends string>(
  machine: Machine<S, A>,
  status: string | null | undefined,
  action: A,
): S | undefined {
  const rule = machine[action];
  return rule.from === status ? rule.to : undefined;
}
