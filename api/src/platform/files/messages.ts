/** The API's messages of uploads and their processing, CSV content, refused files, with their translations (gathered by the catalogue, platform/i18n/catalogue). */
import type { Catalogue } from '../i18n/catalogue/types.js';

export default {
  // Uploads and their processing (platform/files/)
  'Send the file as multipart/form-data with the fields org_id and file.': {
    'it-IT': 'Invia il file come multipart/form-data con i campi org_id e file.',
    'pt-PT': 'Envie o ficheiro como multipart/form-data com os campos org_id e file.',
  },
  'You can only upload files for your own organisation.': {
    'it-IT': 'Puoi caricare file solo per la tua organizzazione.',
    'pt-PT': 'Só pode carregar ficheiros para a sua própria organização.',
  },
  'You need the “{permission}” permission to upload this kind of file.': {
    'it-IT': 'Ti serve il permesso “{permission}” per caricare questo tipo di file.',
    'pt-PT': 'Precisa da permissão “{permission}” para carregar este tipo de ficheiro.',
  },
  'You need the “{permission}” permission to use this kind of file.': {
    'it-IT': 'Ti serve il permesso “{permission}” per usare questo tipo di file.',
    'pt-PT': 'Precisa da permissão “{permission}” para usar este tipo de ficheiro.',
  },
  'The form holds too many fields.': {
    'it-IT': 'Il modulo contiene troppi campi.',
    'pt-PT': 'O formulário tem demasiados campos.',
  },
  'Upload the evidence as a PDF, PNG or JPEG file.': {
    'it-IT': 'Carica la prova come file PDF, PNG o JPEG.',
    'pt-PT': 'Carregue a prova como ficheiro PDF, PNG ou JPEG.',
  },
  'The document is a PDF, PNG or JPEG file.': {
    'it-IT': 'Il documento è un file PDF, PNG o JPEG.',
    'pt-PT': 'O documento é um ficheiro PDF, PNG ou JPEG.',
  },
  'The document is saved.': {
    'it-IT': 'Il documento è stato salvato.',
    'pt-PT': 'O documento foi guardado.',
  },
  'Unknown file kind.': {
    'it-IT': 'Tipo di file sconosciuto.',
    'pt-PT': 'Tipo de ficheiro desconhecido.',
  },
  'The multipart body could not be read.': {
    'it-IT': 'Non è stato possibile leggere il corpo multipart.',
    'pt-PT': 'Não foi possível ler o corpo multipart.',
  },
  'Send one file at a time.': {
    'it-IT': 'Invia un file alla volta.',
    'pt-PT': 'Envie um ficheiro de cada vez.',
  },
  'No file was submitted.': {
    'it-IT': 'Non è stato inviato alcun file.',
    'pt-PT': 'Não foi enviado nenhum ficheiro.',
  },
  'The submitted file is empty.': {
    'it-IT': 'Il file inviato è vuoto.',
    'pt-PT': 'O ficheiro enviado está vazio.',
  },
  'Only a field named “file” may hold a file.': {
    'it-IT': 'Solo un campo chiamato “file” può contenere un file.',
    'pt-PT': 'Só um campo chamado “file” pode conter um ficheiro.',
  },
  'Invalid signature.': {
    'it-IT': 'Firma non valida.',
    'pt-PT': 'Assinatura inválida.',
  },
  'This link has expired.': {
    'it-IT': 'Questo link è scaduto.',
    'pt-PT': 'Esta ligação expirou.',
  },
  'This file was refused when it was processed, so it can no longer be downloaded.': {
    'it-IT': 'Questo file è stato rifiutato durante l’elaborazione, quindi non si può più scaricare.',
    'pt-PT': 'Este ficheiro foi recusado quando foi processado, por isso já não pode ser transferido.',
  },
  'The file is no longer stored.': {
    'it-IT': 'Il file non è più archiviato.',
    'pt-PT': 'O ficheiro já não está guardado.',
  },
  'The file is larger than the limit of {size}.': {
    'it-IT': 'Il file supera il limite di {size}.',
    'pt-PT': 'O ficheiro excede o limite de {size}.',
  },
  'The file is larger than the limit of {size} MB.': {
    'it-IT': 'Il file supera il limite di {size} MB.',
    'pt-PT': 'O ficheiro excede o limite de {size} MB.',
  },
  'The file is empty.': {
    'it-IT': 'Il file è vuoto.',
    'pt-PT': 'O ficheiro está vazio.',
  },
  'You do not have permission to do what this file asks.': {
    'it-IT': 'Non hai il permesso di fare ciò che questo file richiede.',
    'pt-PT': 'Não tem permissão para fazer o que este ficheiro pede.',
  },
  'The file could not be processed ({attempts} attempts failed). Nothing was written; please upload it again, or contact support if it keeps failing.': {
    'it-IT': 'Non è stato possibile elaborare il file ({attempts} tentativi falliti). Non è stato scritto nulla: caricalo di nuovo, oppure contatta l’assistenza se continua a non riuscire.',
    'pt-PT': 'Não foi possível processar o ficheiro ({attempts} tentativas falharam). Nada foi gravado; carregue-o novamente ou contacte o suporte se continuar a falhar.',
  },
  'Attempt {attempt} of {attempts} failed; it will be tried again.': {
    'it-IT': 'Il tentativo {attempt} di {attempts} non è riuscito: verrà ripetuto.',
    'pt-PT': 'A tentativa {attempt} de {attempts} falhou; será repetida.',
  },
  'The data was refused.': {
    'it-IT': 'I dati sono stati rifiutati.',
    'pt-PT': 'Os dados foram recusados.',
  },
  'The data was refused: {reason}': {
    'it-IT': 'I dati sono stati rifiutati: {reason}',
    'pt-PT': 'Os dados foram recusados: {reason}',
  },
  'The data was refused ({field}): {reason}': {
    'it-IT': 'I dati sono stati rifiutati ({field}): {reason}',
    'pt-PT': 'Os dados foram recusados ({field}): {reason}',
  },
  'The virus scanner refused this file ({reason}).': {
    'it-IT': 'L’antivirus ha rifiutato questo file ({reason}).',
    'pt-PT': 'O antivírus recusou este ficheiro ({reason}).',
  },
  'Column {number} has no name in the header row.': {
    'it-IT': 'La colonna {number} non ha un nome nella riga di intestazione.',
    'pt-PT': 'A coluna {number} não tem nome na linha de cabeçalho.',
  },
  'Unknown column “{name}”. The columns are: {columns}.': {
    'it-IT': 'Colonna sconosciuta “{name}”. Le colonne sono: {columns}.',
    'pt-PT': 'Coluna desconhecida “{name}”. As colunas são: {columns}.',
  },
  'Column “{name}” appears twice.': {
    'it-IT': 'La colonna “{name}” compare due volte.',
    'pt-PT': 'A coluna “{name}” aparece duas vezes.',
  },
  'The column “{name}” is missing.': {
    'it-IT': 'Manca la colonna “{name}”.',
    'pt-PT': 'Falta a coluna “{name}”.',
  },
  '{problems} Start from the template.': {
    'it-IT': '{problems} Parti dal modello.',
    'pt-PT': '{problems} Comece a partir do modelo.',
  },
  'The file has no rows below its header.': {
    'it-IT': 'Il file non ha righe sotto l’intestazione.',
    'pt-PT': 'O ficheiro não tem linhas abaixo do cabeçalho.',
  },
  'The file has {rows} rows; at most {max} are accepted at once.': {
    'it-IT': 'Il file ha {rows} righe: se ne accettano al massimo {max} alla volta.',
    'pt-PT': 'O ficheiro tem {rows} linhas; são aceites no máximo {max} de cada vez.',
  },
  'This row has {cells} cells; the header has {header}.': {
    'it-IT': 'Questa riga ha {cells} celle; l’intestazione ne ha {header}.',
    'pt-PT': 'Esta linha tem {cells} células; o cabeçalho tem {header}.',
  },
  'The person who uploaded this file is no longer an active member of the organisation.': {
    'it-IT': 'La persona che ha caricato questo file non è più un membro attivo dell’organizzazione.',
    'pt-PT': 'A pessoa que carregou este ficheiro já não é um membro ativo da organização.',
  },
  'The uploader no longer holds the “{permission}” permission this file needs.': {
    'it-IT': 'Chi ha caricato il file non ha più il permesso “{permission}” necessario per questo file.',
    'pt-PT': 'Quem carregou o ficheiro já não tem a permissão “{permission}” de que este ficheiro precisa.',
  },
  '1 formula cell found; nothing was written.': {
    'it-IT': 'Trovata 1 cella con una formula: non è stato scritto nulla.',
    'pt-PT': 'Foi encontrada 1 célula com uma fórmula; nada foi gravado.',
  },
  '{count} formula cells found (the first {max} are listed); nothing was written.': {
    'it-IT': 'Trovate {count} celle con formule (sono elencate le prime {max}): non è stato scritto nulla.',
    'pt-PT': 'Foram encontradas {count} células com fórmulas (são listadas as primeiras {max}); nada foi gravado.',
  },
  '{count} formula cells found; nothing was written.': {
    'it-IT': 'Trovate {count} celle con formule: non è stato scritto nulla.',
    'pt-PT': 'Foram encontradas {count} células com fórmulas; nada foi gravado.',
  },
  '1 problem found; nothing was written.': {
    'it-IT': 'Trovato 1 problema: non è stato scritto nulla.',
    'pt-PT': 'Foi encontrado 1 problema; nada foi gravado.',
  },
  '{count} problems found (the first {max} are listed); nothing was written.': {
    'it-IT': 'Trovati {count} problemi (sono elencati i primi {max}): non è stato scritto nulla.',
    'pt-PT': 'Foram encontrados {count} problemas (são listados os primeiros {max}); nada foi gravado.',
  },
  '{count} problems found; nothing was written.': {
    'it-IT': 'Trovati {count} problemi: non è stato scritto nulla.',
    'pt-PT': 'Foram encontrados {count} problemas; nada foi gravado.',
  },
  '1 row checked.': {
    'it-IT': '1 riga controllata.',
    'pt-PT': '1 linha verificada.',
  },
  '{count} rows checked.': {
    'it-IT': '{count} righe controllate.',
    'pt-PT': '{count} linhas verificadas.',
  },
  '1 row applied.': {
    'it-IT': '1 riga applicata.',
    'pt-PT': '1 linha aplicada.',
  },
  '{count} rows applied.': {
    'it-IT': '{count} righe applicate.',
    'pt-PT': '{count} linhas aplicadas.',
  },
  'Files of kind “{kind}” are no longer accepted.': {
    'it-IT': 'I file di tipo “{kind}” non sono più accettati.',
    'pt-PT': 'Os ficheiros do tipo “{kind}” já não são aceites.',
  },
  // CSV content (content.ts)
  'A quoted cell is never closed (a " is missing).': {
    'it-IT': 'Una cella tra virgolette non viene mai chiusa (manca un ").',
    'pt-PT': 'Uma célula entre aspas nunca é fechada (falta um ").',
  },
  'A quote (") sits inside an unquoted cell.': {
    'it-IT': 'Una virgoletta (") si trova in una cella senza virgolette.',
    'pt-PT': 'Umas aspas (") estão dentro de uma célula sem aspas.',
  },
  'Cell {column}{row} starts with “{start}”, which a spreadsheet would run as a formula. Remove the formula, or start the text differently.': {
    'it-IT': 'La cella {column}{row} inizia con “{start}”, che un foglio di calcolo eseguirebbe come formula. Rimuovi la formula, oppure inizia il testo in un altro modo.',
    'pt-PT': 'A célula {column}{row} começa com “{start}”, que uma folha de cálculo executaria como fórmula. Remova a fórmula ou comece o texto de outra forma.',
  },
  'Save it from your spreadsheet as “CSV UTF-8 (comma delimited)” and upload that.': {
    'it-IT': 'Salvalo dal tuo foglio di calcolo come “CSV UTF-8 (delimitato da virgole)” e carica quello.',
    'pt-PT': 'Guarde-o a partir da sua folha de cálculo como “CSV UTF-8 (delimitado por vírgulas)” e carregue esse.',
  },
  'This file is {what}, not a CSV file. {hint}': {
    'it-IT': 'Questo file è {what}, non un file CSV. {hint}',
    'pt-PT': 'Este ficheiro é {what}, não um ficheiro CSV. {hint}',
  },
  'This file holds binary data (NUL bytes), not CSV text. {hint}': {
    'it-IT': 'Questo file contiene dati binari (byte NUL), non testo CSV. {hint}',
    'pt-PT': 'Este ficheiro contém dados binários (bytes NUL), não texto CSV. {hint}',
  },
  'This file is UTF-16 text; CSV files must be UTF-8. {hint}': {
    'it-IT': 'Questo file è testo UTF-16: i file CSV devono essere UTF-8. {hint}',
    'pt-PT': 'Este ficheiro é texto UTF-16; os ficheiros CSV têm de ser UTF-8. {hint}',
  },
  'Line {line} holds characters that are not UTF-8 (the file may be saved as Windows-1252/ANSI). {hint}': {
    'it-IT': 'La riga {line} contiene caratteri non UTF-8 (il file potrebbe essere stato salvato come Windows-1252/ANSI). {hint}',
    'pt-PT': 'A linha {line} contém caracteres que não são UTF-8 (o ficheiro pode ter sido guardado como Windows-1252/ANSI). {hint}',
  },
  // What a refused file is, as named in the messages above (content.ts and dps/attachments.ts: SIGNATURES)
  'a ZIP archive (an Excel .xlsx or Word file is one)': {
    'it-IT': 'un archivio ZIP (lo sono i file Excel .xlsx e Word)',
    'pt-PT': 'um arquivo ZIP (os ficheiros Excel .xlsx e Word são-no)',
  },
  'a ZIP archive': {
    'it-IT': 'un archivio ZIP',
    'pt-PT': 'um arquivo ZIP',
  },
  'an old-style Office document (.xls or .doc)': {
    'it-IT': 'un documento Office in formato vecchio (.xls o .doc)',
    'pt-PT': 'um documento do Office em formato antigo (.xls ou .doc)',
  },
  'a PDF document': {
    'it-IT': 'un documento PDF',
    'pt-PT': 'um documento PDF',
  },
  'a Windows program': {
    'it-IT': 'un programma Windows',
    'pt-PT': 'um programa Windows',
  },
  'a program (ELF)': {
    'it-IT': 'un programma (ELF)',
    'pt-PT': 'um programa (ELF)',
  },
  'a program (Mach-O)': {
    'it-IT': 'un programma (Mach-O)',
    'pt-PT': 'um programa (Mach-O)',
  },
  'a script': {
    'it-IT': 'uno script',
    'pt-PT': 'um script',
  },
  'a PNG image': {
    'it-IT': 'un’immagine PNG',
    'pt-PT': 'uma imagem PNG',
  },
  'a JPEG image': {
    'it-IT': 'un’immagine JPEG',
    'pt-PT': 'uma imagem JPEG',
  },
  'a GIF image': {
    'it-IT': 'un’immagine GIF',
    'pt-PT': 'uma imagem GIF',
  },
  'a RIFF file (WebP image, WAV or AVI)': {
    'it-IT': 'un file RIFF (immagine WebP, WAV o AVI)',
    'pt-PT': 'um ficheiro RIFF (imagem WebP, WAV ou AVI)',
  },
  'a TIFF image': {
    'it-IT': 'un’immagine TIFF',
    'pt-PT': 'uma imagem TIFF',
  },
  'an image or video (HEIC/MP4)': {
    'it-IT': 'un’immagine o un video (HEIC/MP4)',
    'pt-PT': 'uma imagem ou um vídeo (HEIC/MP4)',
  },
  'a gzip archive': {
    'it-IT': 'un archivio gzip',
    'pt-PT': 'um arquivo gzip',
  },
  'a 7-Zip archive': {
    'it-IT': 'un archivio 7-Zip',
    'pt-PT': 'um arquivo 7-Zip',
  },
  'a RAR archive': {
    'it-IT': 'un archivio RAR',
    'pt-PT': 'um arquivo RAR',
  },
} satisfies Catalogue;
