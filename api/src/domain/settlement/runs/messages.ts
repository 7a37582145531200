/** The API's messages of settlement runs, reports and disputes, with their translations (gathered by the catalogue, platform/i18n/catalogue). */
import type { Catalogue } from '../../../platform/i18n/catalogue/types.js';

export default {
  'Settlement report not found.': {
    'it-IT': 'Rendiconto di regolamento non trovato.',
    'pt-PT': 'Relatório de liquidação não encontrado.',
  },
  'Settlement run not found.': {
    'it-IT': 'Esecuzione del regolamento non trovata.',
    'pt-PT': 'Execução da liquidação não encontrada.',
  },
  'Dispute not found.': {
    'it-IT': 'Contestazione non trovata.',
    'pt-PT': 'Contestação não encontrada.',
  },
  'This report is {status}; only a draft can be published.': {
    'it-IT': 'Lo stato di questo rendiconto è «{status}»: si può pubblicare solo una bozza.',
    'pt-PT': 'O estado deste relatório é «{status}»; só se pode publicar um rascunho.',
  },
  'A later version of this month exists; publish that one.': {
    'it-IT': 'Esiste una versione più recente di questo mese: pubblica quella.',
    'pt-PT': 'Existe uma versão mais recente deste mês; publique essa.',
  },
  'This report is {status}; only a published report can be disputed.': {
    'it-IT': 'Lo stato di questo rendiconto è «{status}»: si può contestare solo un rendiconto pubblicato.',
    'pt-PT': 'O estado deste relatório é «{status}»; só se pode contestar um relatório publicado.',
  },
  'The dispute window of this report has closed.': {
    'it-IT': 'Il periodo per contestare questo rendiconto è chiuso.',
    'pt-PT': 'O prazo para contestar este relatório terminou.',
  },
  'This event is not one of yours in this report.': {
    'it-IT': 'Questo evento non è tra i tuoi in questo rendiconto.',
    'pt-PT': 'Este evento não é um dos seus neste relatório.',
  },
  'You already have an open dispute of this report.': {
    'it-IT': 'Hai già una contestazione aperta di questo rendiconto.',
    'pt-PT': 'Já tem uma contestação aberta deste relatório.',
  },
  'You already have an open dispute of this event.': {
    'it-IT': 'Hai già una contestazione aperta di questo evento.',
    'pt-PT': 'Já tem uma contestação aberta deste evento.',
  },
  'This dispute was already {status}; decisions are final.': {
    'it-IT': 'Su questa contestazione è già stato deciso («{status}»): le decisioni sono definitive.',
    'pt-PT': 'Esta contestação já foi decidida («{status}»); as decisões são definitivas.',
  },
  'Compare with a version of the same competition and month.': {
    'it-IT': 'Confronta con una versione della stessa gara e dello stesso mese.',
    'pt-PT': 'Compare com uma versão do mesmo concurso e do mesmo mês.',
  },
  'You can only settle your own competitions.': {
    'it-IT': 'Puoi regolare solo le tue gare.',
    'pt-PT': 'Só pode liquidar os seus próprios concursos.',
  },
  'This month has not started yet.': {
    'it-IT': 'Questo mese non è ancora iniziato.',
    'pt-PT': 'Este mês ainda não começou.',
  },
  'A settlement run of this competition and month is already under way.': {
    'it-IT': 'È già in corso un’esecuzione del regolamento per questa gara e questo mese.',
    'pt-PT': 'Já está em curso uma execução da liquidação deste concurso e deste mês.',
  },
} satisfies Catalogue;
