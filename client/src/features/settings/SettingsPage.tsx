import './settings.css';

import { useQuery } from '@apollo/client/react';

import { useDocumentTitle } from '../../components/ui/use-document-title';
import { MeDocument, type Role } from '../../gql/graphql';
import { roleLabel } from '../../lib/role-labels';

import { ChangePasswordForm } from './components/ChangePasswordForm';
import { PipelineStagesSettings } from './components/PipelineStagesSettings';
import { RejectionReasonsSettings } from './components/RejectionReasonsSettings';
import { RejectionTemplateSettings } from './components/RejectionTemplateSettings';
import { SignOutEverywhere } from './components/SignOutEverywhere';
import { TwoFactorSettings } from './components/TwoFactorSettings';
import { settingsMessages } from './settings-messages';

/** The roles that may edit the rejection e-mail template, the pipeline stages and the rejection reasons. */
const ADMIN_ROLES: readonly Role[] = ['ADMIN', 'SUPER_ADMIN'];

/**
 * /admin/settings: the signed-in account's profile, a change-password form, two-factor sign-in,
 * "Sign out everywhere", and for admins the rejection e-mail template, the pipeline stages and the
 * rejection reasons.
 */
export function SettingsPage() {
  useDocumentTitle(settingsMessages.title);
  // The admin frame has already asked the server who is signed in: this reads the cache.
  const { data } = useQuery(MeDocument);
  const me = data?.me;

  return (
    <section className="page settings">
      <h1>{settingsMessages.title}</h1>
      <div className="settings__panels">
        <section className="settings__panel" aria-labelledby="settings-profile">
          <h2 id="settings-profile">Your profile</h2>
          {me ? (
            <dl className="settings__profile">
              <dt>Name</dt>
              <dd>{`${me.firstName} ${me.lastName}`.trim() || '—'}</dd>
              <dt>Email</dt>
              <dd>{me.email}</dd>
              <dt>Role</dt>
              <dd>{roleLabel(me.role)}</dd>
            </dl>
          ) : (
            <p role="status">{settingsMessages.loading}</p>
          )}
        </section>
        <section className="settings__panel" aria-labelledby="settings-password">
          <h2 id="settings-password">Change password</h2>
          <ChangePasswordForm />
        </section>
        <section className="settings__panel" aria-labelledby="settings-two-factor">
          <h2 id="settings-two-factor">Two-factor sign-in</h2>
          <TwoFactorSettings />
        </section>
        <section className="settings__panel" aria-labelledby="settings-sessions">
          <h2 id="settings-sessions">Sessions</h2>
          <SignOutEverywhere />
        </section>
        {/* Shown to the roles the server lets change them (ADMIN and up); it checks regardless. */}
        {me && ADMIN_ROLES.includes(me.role) && (
          <>
            <section className="settings__panel settings__panel--wide" aria-labelledby="settings-rejection">
              <h2 id="settings-rejection">Rejection e-mail</h2>
              <RejectionTemplateSettings />
            </section>
            <section className="settings__panel settings__panel--wide" aria-labelledby="settings-stages">
              <h2 id="settings-stages">Pipeline stages</h2>
              <PipelineStagesSettings />
            </section>
            <section className="settings__panel settings__panel--wide" aria-labelledby="settings-reasons">
              <h2 id="settings-reasons">Rejection reasons</h2>
              <RejectionReasonsSettings />
            </section>
          </>
        )}
      </div>
    </section>
  );
}
