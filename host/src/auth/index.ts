/**
 * Host auth pages and route guards (spec platform §2.1, §4.1, §5). Owned by the session helper;
 * the host's route table mounts these. Every page must be rendered inside a react-router
 * `<BrowserRouter>` (or data router) and Lingui's `<I18nProvider>`; none takes required props.
 *
 * Routes and components:
 *   /login                                    <LoginPage forgotPasswordPath?="/passwordreset" registerPath?="/register/confirm" defaultNext?="/dashboard" />
 *                                             Reads `?next=` (a same-origin path + search); after login goes there, else defaultNext.
 *   /logout                                   <LogoutPage after?="/" />      logs out (POST auth/jwt/logout/), then navigates to `after`
 *                                             (or follows cognito_url when the answer carries one).
 *   /passwordreset                            <PasswordResetRequestPage />   email form; always shows the same success message.
 *   /passwordreset/confirm/:uid?/:token?      <PasswordResetConfirmPage mode="reset" />
 *   /passwordreset/newuser/:uid?/:token?      <PasswordResetConfirmPage mode="newuser" />   (first password for an invited user)
 *                                             Reads :uid and :token with useParams(); new password + confirmation.
 *   /ssoresponse                              <SsoResponsePage next?="/dashboard" />          token from the URL fragment
 *   /max-token-response                       <MaxTokenResponsePage next?="/dashboard" />     token from the URL fragment
 *   /alerts/unsubscribe/:alert/:token         <AlertUnsubscribePage />   an alert e-mail's link: pauses that alert, no sign-in.
 *   /dev/outbox                               <OutboxPage />   dev only: e-mails the API "sent" (GET dev/outbox/), links clickable.
 *
 * Guards and hooks for the route table and navigation:
 *   <RouteGuard route={RouteRequirements | RouteRequirements[]} notFound?={ReactNode}>{children}</RouteGuard>
 *     Renders children when shared-session's checkRoute() says 'ok'; redirects to
 *     /login?next=<path+search> on 'login'; renders `notFound` (default shared-ui NotFoundPage) on 'notFound'.
 *     Pass the matched route chain (outermost first) as an array: the permissions of the LAST one are
 *     enforced under the permissions_navigation_guard flag.
 *   <BusNavigator />   render once inside the router: carries bus.navigate$ (remotes; shared-session's
 *                      401 → index and idle/end-of-session logout → index) into react-router.
 *                      Without it shared-session falls back to full page loads.
 *   useSession(): Session | null        (bus.session$)
 *   useFlags(): ReadonlySet<string>     (bus.flags$)
 *   useRegion(): Region                 (bus.region$)
 */
export { LoginPage } from './LoginPage';
export type { LoginPageProps } from './LoginPage';
export { LogoutPage } from './LogoutPage';
export type { LogoutPageProps } from './LogoutPage';
export { PasswordResetRequestPage } from './PasswordResetRequestPage';
export { PasswordResetConfirmPage } from './PasswordResetConfirmPage';
export type { PasswordResetConfirmPageProps } from './PasswordResetConfirmPage';
export { SsoResponsePage, MaxTokenResponsePage } from './TokenResponsePage';
export type { TokenResponsePageProps } from './TokenResponsePage';
export { OutboxPage } from './OutboxPage';
export { AlertUnsubscribePage } from './AlertUnsubscribePage';
export { RouteGuard } from './RouteGuard';
export type { RouteGuardProps } from './RouteGuard';
export { useSession, useFlags, useRegion } from './hooks';
export { BusNavigator } from './BusNavigator';
