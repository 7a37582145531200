/** The API's messages of meter data (readings and nominations: files and machine API), with their translations (gathered by the catalogue, platform/i18n/catalogue). */
import type { Catalogue } from '../../../platform/i18n/catalogue/types.js';

export default {
  'Give the start of the period in period_start_utc (e.g. 2026-10-14T17:00:00Z) or period_start_local.': {
    'it-IT': 'Indica l’inizio del periodo in period_start_utc (ad es. 2026-10-14T17:00:00Z) o in period_start_local.',
    'pt-PT': 'Indique o início do período em period_start_utc (p. ex. 2026-10-14T17:00:00Z) ou em period_start_local.',
  },
  '“{value}” is not a date and time. Write it as 2026-10-14T17:00:00Z (UTC).': {
    'it-IT': '“{value}” non è una data e ora. Scrivila come 2026-10-14T17:00:00Z (UTC).',
    'pt-PT': '“{value}” não é uma data e hora. Escreva-a como 2026-10-14T17:00:00Z (UTC).',
  },
  '“{value}” is not a date and time. Write it as 2026-10-14 18:00 ({zone} time).': {
    'it-IT': '“{value}” non è una data e ora. Scrivila come 2026-10-14 18:00 (ora di {zone}).',
    'pt-PT': '“{value}” não é uma data e hora. Escreva-a como 2026-10-14 18:00 (hora de {zone}).',
  },
  "The UTC offset of {date} {time} is not {zone}'s on that day. Write the offset the clocks show then (+01:00 in summer time, +00:00 in winter), or fill period_start_utc instead.": {
    'it-IT': 'Lo scarto da UTC di {date} {time} non è quello di {zone} in quel giorno. Scrivi lo scarto che segnano gli orologi (+01:00 con l’ora legale, +00:00 d’inverno), oppure compila period_start_utc.',
    'pt-PT': 'A diferença para UTC de {date} {time} não é a de {zone} nesse dia. Escreva a diferença que os relógios mostram (+01:00 na hora de verão, +00:00 no inverno), ou preencha period_start_utc.',
  },
  '{date} {time} does not exist in {zone}: the clocks go forward that night and the day has {n} half-hours. Remove the row, or give the period in UTC (period_start_utc).': {
    'it-IT': '{date} {time} non esiste a {zone}: quella notte gli orologi vanno avanti e il giorno ha {n} mezz’ore. Togli la riga, oppure indica il periodo in UTC (period_start_utc).',
    'pt-PT': '{date} {time} não existe em {zone}: nessa noite os relógios adiantam e o dia tem {n} meias horas. Retire a linha, ou indique o período em UTC (period_start_utc).',
  },
  '{date} {time} happens twice in {zone}: the clocks go back that night and the day has {n} half-hours. Add the UTC offset (+01:00 for the first, +00:00 for the second) or give the period in UTC (period_start_utc).': {
    'it-IT': '{date} {time} capita due volte a {zone}: quella notte gli orologi tornano indietro e il giorno ha {n} mezz’ore. Aggiungi lo scarto da UTC (+01:00 per la prima, +00:00 per la seconda) oppure indica il periodo in UTC (period_start_utc).',
    'pt-PT': '{date} {time} acontece duas vezes em {zone}: nessa noite os relógios atrasam e o dia tem {n} meias horas. Acrescente a diferença para UTC (+01:00 para a primeira, +00:00 para a segunda) ou indique o período em UTC (period_start_utc).',
  },
  'period_start_local is {local} in UTC but period_start_utc says {utc}. Correct one of them (on clock-change days check the offset), or leave period_start_local empty.': {
    'it-IT': 'period_start_local corrisponde a {local} in UTC ma period_start_utc dice {utc}. Correggi uno dei due (nei giorni del cambio d’ora controlla lo scarto), oppure lascia vuoto period_start_local.',
    'pt-PT': 'period_start_local corresponde a {local} em UTC mas period_start_utc diz {utc}. Corrija um deles (nos dias de mudança de hora verifique a diferença), ou deixe period_start_local vazio.',
  },
  'A meter id has at most {n} characters.': {
    'it-IT': 'Un identificativo di contatore ha al massimo {n} caratteri.',
    'pt-PT': 'Um identificador de contador tem no máximo {n} caracteres.',
  },
  '“{value}” is not an interval: write 30 for half-hourly readings or 15 for quarter-hourly ones.': {
    'it-IT': '“{value}” non è un intervallo: scrivi 30 per letture semiorarie o 15 per letture quartorarie.',
    'pt-PT': '“{value}” não é um intervalo: escreva 30 para leituras de meia em meia hora ou 15 para leituras de quarto em quarto de hora.',
  },
  '{start} is not the start of a {minutes}-minute period. Periods start on the hour or half past; give the start of the period the reading covers.': {
    'it-IT': '{start} non è l’inizio di un periodo di {minutes} minuti. I periodi iniziano all’ora esatta o alla mezza; indica l’inizio del periodo a cui si riferisce la lettura.',
    'pt-PT': '{start} não é o início de um período de {minutes} minutos. Os períodos começam à hora certa ou à meia hora; indique o início do período a que a leitura se refere.',
  },
  '{start} is not the start of a {minutes}-minute period. Periods start on the hour and at :15, :30 and :45; give the start of the period the reading covers.': {
    'it-IT': '{start} non è l’inizio di un periodo di {minutes} minuti. I periodi iniziano all’ora esatta e a :15, :30 e :45; indica l’inizio del periodo a cui si riferisce la lettura.',
    'pt-PT': '{start} não é o início de um período de {minutes} minutos. Os períodos começam à hora certa e às :15, :30 e :45; indique o início do período a que a leitura se refere.',
  },
  'The period starting {start} has not ended yet. Send a reading once its period is over.': {
    'it-IT': 'Il periodo che inizia {start} non è ancora finito. Invia la lettura a periodo concluso.',
    'pt-PT': 'O período que começa em {start} ainda não terminou. Envie a leitura quando o período tiver terminado.',
  },
  '“{value}” is not a unit: write kW for the average power over the period or kWh for the energy in it.': {
    'it-IT': '“{value}” non è un’unità: scrivi kW per la potenza media nel periodo o kWh per l’energia nel periodo.',
    'pt-PT': '“{value}” não é uma unidade: escreva kW para a potência média no período ou kWh para a energia no período.',
  },
  '“{value}” is not a reading. Write a number with a point for decimals (at most 6), e.g. 152.25, without thousands separators or units.': {
    'it-IT': '“{value}” non è una lettura. Scrivi un numero con il punto per i decimali (al massimo 6), ad es. 152.25, senza separatori delle migliaia né unità.',
    'pt-PT': '“{value}” não é uma leitura. Escreva um número com ponto para as casas decimais (no máximo 6), p. ex. 152.25, sem separadores de milhares nem unidades.',
  },
  "Meter {meter}'s period starting {start} is already on row {row}. Keep one row per meter and period.": {
    'it-IT': 'Il periodo del contatore {meter} che inizia {start} è già alla riga {row}. Tieni una sola riga per contatore e periodo.',
    'pt-PT': 'O período do contador {meter} que começa em {start} já está na linha {row}. Mantenha uma só linha por contador e período.',
  },
  'Meter {meter} has {minutes}-minute readings (row {row}). Send one interval per meter in a file.': {
    'it-IT': 'Il contatore {meter} ha letture di {minutes} minuti (riga {row}). Invia un solo intervallo per contatore in un file.',
    'pt-PT': 'O contador {meter} tem leituras de {minutes} minutos (linha {row}). Envie um só intervalo por contador em cada ficheiro.',
  },
  'Meter {meter} has no reading for 1 period from {from} to {to} (UTC) on {day}, between row {row} and this row. Add the missing rows, zero readings included.': {
    'it-IT': 'Il contatore {meter} non ha la lettura di 1 periodo da {from} a {to} (UTC) il {day}, tra la riga {row} e questa. Aggiungi le righe mancanti, comprese le letture a zero.',
    'pt-PT': 'O contador {meter} não tem leitura de 1 período de {from} a {to} (UTC) em {day}, entre a linha {row} e esta. Acrescente as linhas em falta, incluindo as leituras a zero.',
  },
  'Meter {meter} has no reading for {n} periods from {from} to {to} (UTC) on {day}, between row {row} and this row. Add the missing rows, zero readings included.': {
    'it-IT': 'Il contatore {meter} non ha le letture di {n} periodi da {from} a {to} (UTC) il {day}, tra la riga {row} e questa. Aggiungi le righe mancanti, comprese le letture a zero.',
    'pt-PT': 'O contador {meter} não tem leituras de {n} períodos de {from} a {to} (UTC) em {day}, entre a linha {row} e esta. Acrescente as linhas em falta, incluindo as leituras a zero.',
  },
  "Meter {meter} belongs to another organisation's asset. Check the meter id: you can send readings for your own assets' meters only.": {
    'it-IT': 'Il contatore {meter} appartiene a una risorsa di un’altra organizzazione. Controlla l’identificativo: puoi inviare letture solo per i contatori delle tue risorse.',
    'pt-PT': 'O contador {meter} pertence a um ativo de outra organização. Verifique o identificador: só pode enviar leituras dos contadores dos seus ativos.',
  },
  "Meter {meter} is not the import or export meter of any of your assets. Check the id, or add it to the asset first (the asset's import or export meter).": {
    'it-IT': 'Il contatore {meter} non è il contatore di prelievo o di immissione di nessuna delle tue risorse. Controlla l’identificativo, oppure aggiungilo prima alla risorsa (contatore di prelievo o di immissione).',
    'pt-PT': 'O contador {meter} não é o contador de importação nem de exportação de nenhum dos seus ativos. Verifique o identificador, ou acrescente-o primeiro ao ativo (contador de importação ou de exportação).',
  },
  "Meter {meter} is an import meter: its reading is the import in the period, 0 or more. Write the other direction on the asset's export meter, or 0.": {
    'it-IT': 'Il contatore {meter} è di prelievo: la sua lettura è il prelievo nel periodo, 0 o più. Scrivi l’altra direzione sul contatore di immissione della risorsa, oppure 0.',
    'pt-PT': 'O contador {meter} é de importação: a sua leitura é a importação no período, 0 ou mais. Escreva a outra direção no contador de exportação do ativo, ou 0.',
  },
  "Meter {meter} is an export meter: its reading is the export in the period, 0 or more. Write the other direction on the asset's import meter, or 0.": {
    'it-IT': 'Il contatore {meter} è di immissione: la sua lettura è l’immissione nel periodo, 0 o più. Scrivi l’altra direzione sul contatore di prelievo della risorsa, oppure 0.',
    'pt-PT': 'O contador {meter} é de exportação: a sua leitura é a exportação no período, 0 ou mais. Escreva a outra direção no contador de importação do ativo, ou 0.',
  },
  "“{value}” is not a competition id: write the number shown on the competition's page.": {
    'it-IT': '“{value}” non è l’identificativo di una gara: scrivi il numero mostrato nella pagina della gara.',
    'pt-PT': '“{value}” não é o identificador de um concurso: escreva o número mostrado na página do concurso.',
  },
  '“{value}” is not a baseline: write the MW of net import with a point for decimals (at most 6), negative for export, e.g. 1.25.': {
    'it-IT': '“{value}” non è una baseline: scrivi i MW di prelievo netto con il punto per i decimali (al massimo 6), negativi per l’immissione, ad es. 1.25.',
    'pt-PT': '“{value}” não é uma linha de base: escreva os MW de importação líquida com ponto para as casas decimais (no máximo 6), negativos para exportação, p. ex. 1.25.',
  },
  'You have no bid in competition {competition}. Nominate baselines for the competitions you bid in.': {
    'it-IT': 'Non hai offerte nella gara {competition}. Nomina le baseline per le gare in cui hai fatto offerte.',
    'pt-PT': 'Não tem propostas no concurso {competition}. Nomeie linhas de base para os concursos em que apresentou propostas.',
  },
  'None of your assets has the ref {ref}. Check the ref on your assets page.': {
    'it-IT': 'Nessuna delle tue risorse ha il riferimento {ref}. Controlla il riferimento nella pagina delle risorse.',
    'pt-PT': 'Nenhum dos seus ativos tem a referência {ref}. Verifique a referência na página de ativos.',
  },
  '{start} is not the start of a {minutes}-minute settlement period of this competition. Give the start of the period.': {
    'it-IT': '{start} non è l’inizio di un periodo di regolamento di {minutes} minuti di questa gara. Indica l’inizio del periodo.',
    'pt-PT': '{start} não é o início de um período de liquidação de {minutes} minutos deste concurso. Indique o início do período.',
  },
  'The baseline of the period starting {start} was locked at {lock}. Nominate before the lock ({time} the day before delivery, {zone} time).': {
    'it-IT': 'La baseline del periodo che inizia {start} è stata bloccata alle {lock}. Nomina prima del blocco (alle {time} del giorno prima della consegna, ora di {zone}).',
    'pt-PT': 'A linha de base do período que começa em {start} foi bloqueada às {lock}. Nomeie antes do bloqueio (às {time} do dia anterior à entrega, hora de {zone}).',
  },
  'The baseline of the period starting {start} was locked at {lock}. Nominate before the lock ({time} {days} days before delivery, {zone} time).': {
    'it-IT': 'La baseline del periodo che inizia {start} è stata bloccata alle {lock}. Nomina prima del blocco (alle {time}, {days} giorni prima della consegna, ora di {zone}).',
    'pt-PT': 'A linha de base do período que começa em {start} foi bloqueada às {lock}. Nomeie antes do bloqueio (às {time}, {days} dias antes da entrega, hora de {zone}).',
  },
  "This asset's period starting {start} is already nominated on row {row}. Keep one row per asset and period.": {
    'it-IT': 'Il periodo di questa risorsa che inizia {start} è già nominato alla riga {row}. Tieni una sola riga per risorsa e periodo.',
    'pt-PT': 'O período deste ativo que começa em {start} já está nomeado na linha {row}. Mantenha uma só linha por ativo e período.',
  },
  'Name at most 500 events.': {
    'it-IT': 'Indica al massimo 500 eventi.',
    'pt-PT': 'Indique no máximo 500 eventos.',
  },
  '{start} is not the start of a 30-minute period. Periods start on the hour or half past; give the start of the period the reading covers.': {
    'it-IT': '{start} non è l’inizio di un periodo di 30 minuti. I periodi iniziano allo scoccare dell’ora o alla mezz’ora; indica l’inizio del periodo a cui si riferisce la lettura.',
    'pt-PT': '{start} não é o início de um período de 30 minutos. Os períodos começam à hora certa ou à meia hora; indique o início do período a que a leitura se refere.',
  },
  '{start} is not the start of a 15-minute period. Periods start on the hour and at :15, :30 and :45; give the start of the period the reading covers.': {
    'it-IT': '{start} non è l’inizio di un periodo di 15 minuti. I periodi iniziano allo scoccare dell’ora e a :15, :30 e :45; indica l’inizio del periodo a cui si riferisce la lettura.',
    'pt-PT': '{start} não é o início de um período de 15 minutos. Os períodos começam à hora certa e às :15, :30 e :45; indique o início do período a que a leitura se refere.',
  },
  'Meter {meter} has no reading for {count} period(s) from {from} to {to} (UTC) on {day}, a day of {periods} periods in {zone} (the clocks change that night), between row {row} and this row. Add the missing rows, zero readings included.': {
    'it-IT': 'Il contatore {meter} non ha letture per {count} periodo/i da {from} a {to} (UTC) del {day}, un giorno di {periods} periodi a {zone} (quella notte cambia l’ora), tra la riga {row} e questa. Aggiungi le righe mancanti, comprese le letture a zero.',
    'pt-PT': 'O contador {meter} não tem leitura para {count} período(s) de {from} a {to} (UTC) em {day}, um dia de {periods} períodos em {zone} (a hora muda nessa noite), entre a linha {row} e esta. Acrescente as linhas em falta, incluindo as leituras a zero.',
  },
  'The baseline of the period starting {start} was locked at {lock}. Nominate before the lock ({time}, {days} days before delivery, {zone} time).': {
    'it-IT': 'La baseline del periodo che inizia il {start} è stata bloccata il {lock}. Dichiarala prima del blocco (alle {time}, {days} giorni prima della consegna, ora di {zone}).',
    'pt-PT': 'A linha de base do período que começa em {start} foi bloqueada em {lock}. Nomeie antes do bloqueio ({time}, {days} dias antes da entrega, hora de {zone}).',
  },
} satisfies Catalogue;
