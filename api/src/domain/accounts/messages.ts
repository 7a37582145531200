/** The API's messages of accounts: passwords, tokens and throttling, log in, password reset and change, profile, notification e-mails, team, with their translations (gathered by the catalogue, platform/i18n/catalogue). */
import type { Catalogue } from '../../platform/i18n/catalogue/types.js';

export default {
  // Passwords, tokens, throttling (auth/)
  'This password is too short. It must contain at least 10 characters.': {
    'it-IT': 'Questa password è troppo corta. Deve contenere almeno 10 caratteri.',
    'pt-PT': 'Esta palavra-passe é demasiado curta. Tem de conter pelo menos 10 caracteres.',
  },
  'This password is entirely numeric.': {
    'it-IT': 'Questa password è composta solo da numeri.',
    'pt-PT': 'Esta palavra-passe é composta apenas por números.',
  },
  'The password is too similar to the email address.': {
    'it-IT': 'La password è troppo simile all’indirizzo e-mail.',
    'pt-PT': 'A palavra-passe é demasiado semelhante ao endereço de e-mail.',
  },
  'Request was throttled. Expected available in {seconds} seconds.': {
    'it-IT': 'Troppe richieste. Riprova tra {seconds} secondi.',
    'pt-PT': 'Demasiados pedidos. Tente novamente dentro de {seconds} segundos.',
  },
  'User not found or inactive.': {
    'it-IT': 'Utente non trovato o non attivo.',
    'pt-PT': 'Utilizador não encontrado ou inativo.',
  },
  'Token is blacklisted': {
    'it-IT': 'Il token è stato revocato',
    'pt-PT': 'O token foi revogado',
  },
  'Token is no longer valid.': {
    'it-IT': 'Il token non è più valido.',
    'pt-PT': 'O token já não é válido.',
  },
  'Given token not valid for any token type': {
    'it-IT': 'Il token fornito non è valido per alcun tipo di token',
    'pt-PT': 'O token fornecido não é válido para nenhum tipo de token',
  },
  'Signature has expired.': {
    'it-IT': 'La firma è scaduta.',
    'pt-PT': 'A assinatura expirou.',
  },
  // Log in, password reset and change, profile (auth.ts)
  'No active account found with the given credentials': {
    'it-IT': 'Nessun account attivo trovato con le credenziali fornite',
    'pt-PT': 'Não foi encontrada nenhuma conta ativa com as credenciais fornecidas',
  },
  'Hosted login is not configured.': {
    'it-IT': 'L’accesso tramite provider esterno non è configurato.',
    'pt-PT': 'O início de sessão através de um fornecedor externo não está configurado.',
  },
  'Invalid user id or user doesn’t exist.': {
    'it-IT': 'Id utente non valido o utente inesistente.',
    'pt-PT': 'Id de utilizador inválido ou utilizador inexistente.',
  },
  'Invalid or expired token.': {
    'it-IT': 'Token non valido o scaduto.',
    'pt-PT': 'Token inválido ou expirado.',
  },
  'Invalid password.': {
    'it-IT': 'Password non valida.',
    'pt-PT': 'Palavra-passe inválida.',
  },
  'Enter the 6-digit code from your authenticator app.': {
    'it-IT': 'Inserisci il codice a 6 cifre della tua app di autenticazione.',
    'pt-PT': 'Introduza o código de 6 dígitos da sua aplicação de autenticação.',
  },
  'This code is not valid. Enter the code your authenticator app shows now.': {
    'it-IT': 'Questo codice non è valido. Inserisci il codice che la tua app di autenticazione mostra ora.',
    'pt-PT': 'Este código não é válido. Introduza o código que a sua aplicação de autenticação mostra agora.',
  },
  'The new password must differ from the current one.': {
    'it-IT': 'La nuova password deve essere diversa da quella attuale.',
    'pt-PT': 'A nova palavra-passe tem de ser diferente da atual.',
  },
  // My notification e-mails (notification-preferences.ts)
  'Name at least one kind of notification: dispatch, competition_results, dps_outcome or settlement.': {
    'it-IT': 'Indica almeno un tipo di notifica: dispatch, competition_results, dps_outcome o settlement.',
    'pt-PT': 'Indique pelo menos um tipo de notificação: dispatch, competition_results, dps_outcome ou settlement.',
  },
  // Team (team.ts)
  'A user with this email already exists.': {
    'it-IT': 'Esiste già un utente con questa e-mail.',
    'pt-PT': 'Já existe um utilizador com este e-mail.',
  },
  'You cannot remove your own admin role. Ask another admin of your organisation to do it.': {
    'it-IT': 'Non puoi rimuovere il tuo ruolo di amministratore. Chiedi a un altro amministratore della tua organizzazione di farlo.',
    'pt-PT': 'Não pode remover a sua própria função de administrador. Peça a outro administrador da sua organização que o faça.',
  },
  'You cannot deactivate yourself. Ask another admin of your organisation to do it.': {
    'it-IT': 'Non puoi disattivare te stesso. Chiedi a un altro amministratore della tua organizzazione di farlo.',
    'pt-PT': 'Não se pode desativar a si próprio. Peça a outro administrador da sua organização que o faça.',
  },
  'This member has already activated their account: there is no invitation to send.': {
    'it-IT': 'Questo membro ha già attivato il proprio account: non c’è nessun invito da inviare.',
    'pt-PT': 'Este membro já ativou a sua conta: não há nenhum convite para enviar.',
  },
  'This member has been deactivated: their invitation cannot be sent again.': {
    'it-IT': 'Questo membro è stato disattivato: il suo invito non può essere inviato di nuovo.',
    'pt-PT': 'Este membro foi desativado: o convite não pode ser enviado novamente.',
  },
  'These roles are not available: {roles}.': {
    'it-IT': 'Questi ruoli non sono disponibili: {roles}.',
    'pt-PT': 'Estas funções não estão disponíveis: {roles}.',
  },
  'This is the last admin of your organisation. Make another member admin first: an organisation always needs one.': {
    'it-IT': 'Questo è l’ultimo amministratore della tua organizzazione. Nomina prima amministratore un altro membro: un’organizzazione ne ha sempre bisogno.',
    'pt-PT': 'Este é o último administrador da sua organização. Torne primeiro outro membro administrador: uma organização precisa sempre de um.',
  },
} satisfies Catalogue;
