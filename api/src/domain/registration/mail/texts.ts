/** The registration e-mails (domain/registration/mail.ts). */
import type { MailText } from '../../../platform/i18n/mail/text.js';

export const ACTIVATION_SUBJECT: MailText = {
  'en-GB': 'Activate your Flex Marketplace account',
  'it-IT': 'Attiva il tuo account Flex Marketplace',
  'pt-PT': 'Ative a sua conta Flex Marketplace',
};

export const ACTIVATION_BODY: MailText = {
  'en-GB':
    'Hello,\n\nThank you for registering your organisation on Flex Marketplace.\n' +
    'To activate your account and your organisation, open this link within {hours} hours:\n\n{link}\n\n' +
    'Then log in with this e-mail address and the password you chose.\n\n' +
    'If you did not register, ignore this e-mail: nothing is activated without this link.\n',
  'it-IT':
    'Ciao,\n\ngrazie per aver registrato la tua organizzazione su Flex Marketplace.\n' +
    'Per attivare il tuo account e la tua organizzazione, apri questo link entro {hours} ore:\n\n{link}\n\n' +
    'Poi accedi con questo indirizzo e-mail e la password che hai scelto.\n\n' +
    'Se non ti sei registrato, ignora questa e-mail: senza questo link non viene attivato nulla.\n',
  'pt-PT':
    'Olá,\n\nObrigado por registar a sua organização no Flex Marketplace.\n' +
    'Para ativar a sua conta e a sua organização, abra esta ligação no prazo de {hours} horas:\n\n{link}\n\n' +
    'Depois, inicie sessão com este endereço de e-mail e a palavra-passe que escolheu.\n\n' +
    'Se não se registou, ignore este e-mail: nada é ativado sem esta ligação.\n',
};

export const EXISTING_ACCOUNT_SUBJECT: MailText = {
  'en-GB': 'Someone tried to register with your e-mail address',
  'it-IT': 'Qualcuno ha provato a registrarsi con il tuo indirizzo e-mail',
  'pt-PT': 'Alguém tentou registar-se com o seu endereço de e-mail',
};

export const EXISTING_ACCOUNT_BODY: MailText = {
  'en-GB':
    'Hello,\n\nSomeone, perhaps you, tried to register a new organisation on Flex Marketplace with this e-mail address.\n' +
    'This address already has a Flex Marketplace account, so nothing was created and nothing has changed.\n\n' +
    'Log in: {login}\nForgotten your password? {reset}\n\n' +
    'An account belongs to one organisation: to register another organisation, use another e-mail address.\n' +
    'If this was not you, you can ignore this e-mail.\n',
  'it-IT':
    'Ciao,\n\nqualcuno, forse tu, ha provato a registrare una nuova organizzazione su Flex Marketplace con questo indirizzo e-mail.\n' +
    'Questo indirizzo ha già un account Flex Marketplace, quindi non è stato creato nulla e non è cambiato nulla.\n\n' +
    'Accedi: {login}\nHai dimenticato la password? {reset}\n\n' +
    'Un account appartiene a una sola organizzazione: per registrare un’altra organizzazione, usa un altro indirizzo e-mail.\n' +
    'Se non sei stato tu, puoi ignorare questa e-mail.\n',
  'pt-PT':
    'Olá,\n\nAlguém, talvez o próprio, tentou registar uma nova organização no Flex Marketplace com este endereço de e-mail.\n' +
    'Este endereço já tem uma conta Flex Marketplace, pelo que nada foi criado e nada mudou.\n\n' +
    'Iniciar sessão: {login}\nEsqueceu-se da palavra-passe? {reset}\n\n' +
    'Uma conta pertence a uma só organização: para registar outra organização, use outro endereço de e-mail.\n' +
    'Se não foi o próprio, pode ignorar este e-mail.\n',
};
