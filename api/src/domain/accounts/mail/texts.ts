/** Password reset, invitation and the notice to an address invited while it has an account (auth/reset.ts). */
import type { MailText } from '../../../platform/i18n/mail/text.js';

export const HELLO: MailText = { 'en-GB': 'Hello {name},', 'it-IT': 'Ciao {name},', 'pt-PT': 'Olá {name},' };

export const RESET_SUBJECT: MailText = {
  'en-GB': 'Reset your Flex Marketplace password',
  'it-IT': 'Reimposta la password di Flex Marketplace',
  'pt-PT': 'Redefina a palavra-passe do Flex Marketplace',
};

export const RESET_BODY: MailText = {
  'en-GB':
    '{hello}\n\nSomeone asked to reset the password of your Flex Marketplace account.\nTo choose a new password, open this link within one hour:\n\n{link}\n\n' +
    'If this was not you, ignore this e-mail; your password stays as it is.\n',
  'it-IT':
    '{hello}\n\nqualcuno ha chiesto di reimpostare la password del tuo account Flex Marketplace.\nPer scegliere una nuova password, apri questo link entro un’ora:\n\n{link}\n\n' +
    'Se non sei stato tu, ignora questa e-mail: la tua password resta invariata.\n',
  'pt-PT':
    '{hello}\n\nAlguém pediu para redefinir a palavra-passe da sua conta Flex Marketplace.\nPara escolher uma nova palavra-passe, abra esta ligação no prazo de uma hora:\n\n{link}\n\n' +
    'Se não foi o próprio, ignore este e-mail; a sua palavra-passe mantém-se.\n',
};

/** The organisation of an invitation when it has no name. */
export const A_TEAM: MailText = { 'en-GB': 'a team', 'it-IT': 'un team', 'pt-PT': 'uma equipa' };

export const INVITE_SUBJECT: MailText = {
  'en-GB': 'You have been invited to {organisation} on Flex Marketplace',
  'it-IT': 'Sei stato invitato in {organisation} su Flex Marketplace',
  'pt-PT': 'Foi convidado para {organisation} no Flex Marketplace',
};

export const INVITE_BODY: MailText = {
  'en-GB':
    '{hello}\n\nYou have been invited to join {organisation} on Flex Marketplace.\nTo activate your account and choose a password, open this link within seven days:\n\n{link}\n',
  'it-IT':
    '{hello}\n\nsei stato invitato a unirti a {organisation} su Flex Marketplace.\nPer attivare il tuo account e scegliere una password, apri questo link entro sette giorni:\n\n{link}\n',
  'pt-PT':
    '{hello}\n\nFoi convidado a juntar-se a {organisation} no Flex Marketplace.\nPara ativar a sua conta e escolher uma palavra-passe, abra esta ligação no prazo de sete dias:\n\n{link}\n',
};

export const INVITE_NOTICE_SUBJECT: MailText = {
  'en-GB': '{organisation} invited you to their team on Flex Marketplace',
  'it-IT': '{organisation} ti ha invitato nel suo team su Flex Marketplace',
  'pt-PT': '{organisation} convidou-o para a sua equipa no Flex Marketplace',
};

export const INVITE_NOTICE_BODY: MailText = {
  'en-GB':
    '{hello}\n\n{organisation} invited this e-mail address to join their team on Flex Marketplace.\n' +
    'This address already has a Flex Marketplace account, and an account belongs to one organisation, so nothing has changed: ' +
    'your account, your organisation and your password stay as they are, and the invitation stays pending.\n\n' +
    'If you expected this, reply to the person who invited you: they can invite another address of yours, or your current team admin can remove you from your team first. ' +
    'If you did not expect it, you can ignore this e-mail.\n\nLog in: {login}\n',
  'it-IT':
    '{hello}\n\n{organisation} ha invitato questo indirizzo e-mail a unirsi al suo team su Flex Marketplace.\n' +
    'Questo indirizzo ha già un account Flex Marketplace e un account appartiene a una sola organizzazione, quindi non è cambiato nulla: ' +
    'il tuo account, la tua organizzazione e la tua password restano come sono, e l’invito resta in sospeso.\n\n' +
    'Se te lo aspettavi, rispondi alla persona che ti ha invitato: può invitare un altro tuo indirizzo, oppure l’amministratore del tuo team attuale può prima rimuoverti dal team. ' +
    'Se non te lo aspettavi, puoi ignorare questa e-mail.\n\nAccedi: {login}\n',
  'pt-PT':
    '{hello}\n\n{organisation} convidou este endereço de e-mail a juntar-se à sua equipa no Flex Marketplace.\n' +
    'Este endereço já tem uma conta Flex Marketplace e uma conta pertence a uma só organização, pelo que nada mudou: ' +
    'a sua conta, a sua organização e a sua palavra-passe mantêm-se, e o convite fica pendente.\n\n' +
    'Se estava à espera disto, responda à pessoa que o convidou: pode convidar outro endereço seu, ou o administrador da sua equipa atual pode primeiro removê-lo da equipa. ' +
    'Se não estava à espera, pode ignorar este e-mail.\n\nIniciar sessão: {login}\n',
};
