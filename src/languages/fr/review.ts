/** The review's texts in French; the marks as French chess sites name them (imprécision, erreur, gaffe). */
import { FOUND, type ReviewTexts } from '../../element/review/review-words.js';
import { list, num, plural } from '../intl.js';

/** A count with its noun; CLDR's `one` covers 0 and 1 in French, `many` round millions ("1000000 de coups"). */
const count = (n: number, one: string, other: string) =>
  plural('fr', n, { one, many: other.replace('# ', '# de '), other });

const words: ReviewTexts = {
  closeReview: 'Fermer l’analyse',
  betterButton: 'Meilleur coup (b)',
  betterMove: (number, best, played) => `Coup ${num('fr', number)} : ${best} était meilleur que ${played}.`,
  reviewing: (done, total) => `Analyse en cours : ${count(done, '# position', '# positions')} sur ${num('fr', total)}`,
  reviewGraph: 'Évaluation, du point de vue du premier joueur',
  reviewSteps: { first: 'Début', previous: 'Coup précédent', next: 'Coup suivant', last: 'Dernier coup' },
  reviewStart: 'Début de la partie : aucun coup joué.',
  marks: {
    best: 'meilleur coup',
    good: 'bon coup',
    inaccuracy: 'imprécision',
    mistake: 'erreur',
    blunder: 'gaffe',
  },
  gaveAway: (from, to) =>
    `a transformé ${from === 'win' ? 'une victoire' : 'une nulle'} en ${to === 'draw' ? 'nulle' : 'défaite'}`,
  reviewedMove: (number, notation, mark, detail, best) =>
    `Coup ${num('fr', number)}, ${notation} : ${mark}${detail ? `, ${detail}` : ''}` +
    `${best ? ` ; le meilleur était ${best}` : ''}.`,
  alreadyLost: 'position déjà perdue : tous les coups perdent',
  alreadyWon: 'position déjà gagnée : ce coup gagne encore, ce n’est donc pas une erreur',
  notValued: 'non évalué : l’ordinateur n’a pas trouvé la valeur de cette position dans les limites de son calcul',
  notValuedYet: 'pas encore évalué (l’analyse est en cours)',
  positionValue: (value, exact, outcome) => {
    const said = [value, outcome && { win: 'victoire', draw: 'nulle', loss: 'défaite' }[outcome]];
    const view = `${exact ? 'Valeur exacte' : 'Estimation'}, du point de vue du premier joueur`;
    return `${view} : ${said.filter(Boolean).join(', ')}.`;
  },
  positionNotValued:
    'Cette position n’est pas évaluée : l’ordinateur n’a pas trouvé sa valeur dans les limites de son calcul.',
  positionNotValuedYet: 'Cette position n’est pas encore évaluée.',
  reviewKey: { exact: 'valeur exacte', estimate: 'estimation', notValued: 'non évaluée' },
  reviewDone: (counts, notValued) => {
    const forms = {
      blunder: ['# gaffe', '# gaffes'],
      mistake: ['# erreur', '# erreurs'],
      inaccuracy: ['# imprécision', '# imprécisions'],
    } as const;
    const found = FOUND.filter((k) => counts[k] > 0).map((k) => count(counts[k], forms[k][0], forms[k][1]));
    const unmarked = notValued > 0 ? ` ; ${count(notValued, '# coup non évalué', '# coups non évalués')}` : '';
    const marked = found.length > 0 ? list('fr', found) : 'ni imprécision, ni erreur, ni gaffe';
    return `Analyse terminée : ${marked}${unmarked}.`;
  },
};

export default words;
