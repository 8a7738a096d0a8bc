/**
 * Connect Four's course in French, with « vous »; the board's « pion », « colonne », « rangée » and « coup », a
 * cell a « case ».
 */
import type { CourseTexts } from '../../core/lesson-data.js';

const texts: CourseTexts = {
  drop: {
    title: 'Faire tomber un pion',
    steps: {
      first: {
        goal: 'Vous jouez rouge : faites tomber un pion dans n’importe quelle colonne en cliquant dessus ou en la touchant, en tapant son numéro (1 à 7), ou en y allant avec les flèches puis en appuyant sur Entrée.',
        done: 'Votre pion est tombé tout en bas : un pion tombe toujours dans la case vide la plus basse de sa colonne. Ensuite jaune fait tomber le sien, et vous jouez chacun à votre tour.',
      },
      full: {
        goal: 'La colonne 4 est pleine : faites tomber un pion dans n’importe quelle autre colonne.',
        hint: 'Une colonne contient six pions, l’un au-dessus de l’autre ; un septième n’a nulle part où aller.',
        done: 'Une colonne pleine ne prend plus de pions. Si toutes les colonnes se remplissent sans que personne n’en aligne quatre, la partie est nulle.',
      },
    },
  },
  lines: {
    title: 'Quatre alignés',
    steps: {
      across: {
        goal: 'Gagnez : faites tomber un quatrième pion rouge dans la rangée du bas, à côté de vos trois.',
        hint: 'Jaune a fermé un bout de vos trois pions, dans la colonne 6. Regardez l’autre bout.',
        done: 'Quatre alignés à l’horizontale : vous gagnez.',
        wrong: {
          '6': 'La colonne 6 contient déjà un pion jaune : le vôtre tombe donc dessus, pas dans la rangée du bas.',
          '*': 'Cela n’aligne pas quatre pions. Vos trois pions rouges sont dans la rangée du bas, dans les colonnes 3 à 5.',
        },
      },
      down: {
        goal: 'Gagnez encore : quatre pions empilés l’un sur l’autre comptent aussi.',
        hint: 'Vos trois pions sont empilés dans une même colonne.',
        done: 'Quatre alignés à la verticale : vous gagnez.',
        wrong: { '*': 'Cela n’en aligne pas quatre. Posez votre pion sur vos trois.' },
      },
      'diagonal-up': {
        goal: 'Gagnez une fois de plus : une ligne peut aussi monter en biais, d’une case vers le haut pour chaque colonne vers la droite.',
        hint: 'Partez de votre pion de la colonne 1 et montez d’une case à chaque colonne vers la droite.',
        done: 'Quatre en diagonale : vous gagnez. Les pions sous la case gagnante devaient déjà être là, sinon votre pion serait tombé plus bas.',
        wrong: {
          '*': 'Cela ne complète pas votre ligne en biais. Suivez-la depuis la colonne 1 en bas, d’une case vers le haut à chaque colonne.',
        },
      },
      'diagonal-down': {
        goal: 'Gagnez : l’autre diagonale, qui descend de gauche à droite, compte aussi, et cette fois la case vide est au milieu de la ligne.',
        hint: 'Votre ligne descend de la colonne 4, en haut, jusqu’à la colonne 7, en bas. L’une de ses quatre cases est encore vide.',
        done: 'Quatre sur l’autre diagonale. Une ligne peut se compléter à l’un ou l’autre bout, ou au milieu : à l’horizontale, à la verticale et sur les deux diagonales.',
        wrong: {
          '*': 'Cela ne complète pas votre ligne. Suivez-la de la colonne 4 jusqu’à la colonne 7 et trouvez sa case vide.',
        },
      },
    },
  },
  block: {
    title: 'Parer une menace',
    steps: {
      across: {
        goal: 'Jaune en a trois dans la rangée du bas et posera le quatrième au prochain coup : placez votre pion là où il l’arrête.',
        hint: 'Trois pions alignés avec la quatrième case vide forment une menace. Trouvez la case vide au bout des trois pions jaunes.',
        done: 'Paré. Avant toute chose, regardez si votre adversaire peut en aligner quatre au prochain coup, et empêchez-le.',
        wrong: {
          '*': 'Jaune fait alors tomber un pion dans la colonne 5 et en aligne quatre. Parez d’abord la menace.',
        },
      },
      diagonal: {
        goal: 'Jaune menace de nouveau : arrêtez-le.',
        hint: 'Cette fois, la ligne de jaune est une diagonale : partez de son pion de la colonne 2 et montez vers la droite.',
        done: 'Paré. Les menaces en diagonale sont les plus faciles à manquer : cherchez-les avant chaque coup.',
        wrong: {
          '*': 'Jaune fait alors tomber un pion dans la colonne 5, sur les trois pions qui s’y trouvent, et en aligne quatre en diagonale.',
        },
      },
    },
  },
  centre: {
    title: 'Commencer au centre',
    steps: {
      middle: {
        goal: 'Une nouvelle partie : faites tomber votre premier pion dans la colonne qui appartient au plus grand nombre de lignes de quatre.',
        hint: 'Une ligne horizontale demande quatre colonnes côte à côte. Quelle colonne se trouve dans le plus grand nombre d’entre elles ?',
        done: 'La colonne du milieu : un pion placé là peut appartenir à quatre lignes horizontales différentes, un pion au bord à une seule. En début de partie, gardez vos pions près du centre.',
        wrong: {
          '3': 'Presque, mais le milieu des sept colonnes est la colonne 4, qui appartient à encore plus de lignes.',
          '5': 'Presque, mais le milieu des sept colonnes est la colonne 4, qui appartient à encore plus de lignes.',
          '*': 'Un pion placé là appartient à moins de lignes de quatre. C’est la colonne du milieu qui en compte le plus.',
        },
      },
    },
  },
  double: {
    title: 'Deux menaces à la fois',
    steps: {
      'open-three': {
        goal: 'Créez deux menaces à la fois : jaune ne peut en parer qu’une, et vous gagnez avec l’autre.',
        hint: 'Vos deux pions sont côte à côte dans la rangée du bas. Alignez-en trois avec une case vide à chaque bout.',
        done: 'Trois alignés avec les deux bouts libres, ce sont deux menaces. Un seul pion ne peut pas parer les deux : vous gagnez au prochain coup.',
        wrong: {
          '*': 'Après cela, jaune peut bloquer votre rangée. Alignez-en trois dans la rangée du bas avec une case vide à chaque bout.',
        },
      },
      'two-lines': {
        goal: 'Gagnez : trouvez le pion qui crée des menaces sur deux lignes différentes à la fois.',
        hint: 'La colonne 3 contient deux de vos pions, et une ligne en biais monte de votre pion de la colonne 1 jusqu’à celui de la colonne 4. Une case appartient aux deux.',
        done: 'Trois dans la colonne 3 et trois sur la diagonale : jaune en pare une, et vous complétez l’autre.',
        wrong: {
          '*': 'Cela crée au plus une menace, et jaune la pare. Cherchez une case que deux de vos lignes ont en commun.',
        },
      },
    },
  },
  above: {
    title: 'La case au-dessus d’une menace',
    steps: {
      under: {
        goal: 'Faites tomber un pion dans n’importe quelle colonne qui ne donne pas la victoire à jaune.',
        hint: 'Jaune en a trois sur une diagonale, de la colonne 6 en bas jusqu’à la colonne 4. Sa quatrième case flotte dans la colonne 3, juste au-dessus de la case vide la plus basse de cette colonne.',
        done: 'Une menace peut attendre au-dessus d’une case vide. Celui qui fait tomber un pion en dessous la livre à l’autre : laissez donc cette colonne tranquille.',
        wrong: {
          '3': 'Votre pion remplit la case sous la menace de jaune, et jaune pose le sien dessus pour en aligner quatre en diagonale.',
          '*': 'Ce pion tombe juste sous une menace de jaune : jaune prendrait la case au-dessus et gagnerait.',
        },
      },
      climb: {
        goal: 'Gagnez : créez une menace que jaune doit parer, pour que son pion vous hisse jusqu’à votre propre case gagnante.',
        hint: 'Votre diagonale, de la colonne 2 à la colonne 5, ne manque que de sa case de la colonne 3, la troisième en partant du bas. Et si jaune devait jouer dans la colonne 3 maintenant ?',
        done: 'Jaune a dû parer dans la colonne 3, et son pion a mis votre case gagnante à votre portée. Deux menaces l’une juste au-dessus de l’autre gagnent dès que la plus basse est remplie.',
        wrong: {
          '3': 'Votre propre pion remplit la case sous votre menace : jaune pose le sien dessus et bloque.',
          '*': 'Cela laisse jaune répondre tranquillement. Créez une menace dans la case juste sous celle qui vous attend.',
        },
      },
    },
  },
  sizes: {
    title: 'D’autres tailles de plateau',
    steps: {
      small: {
        goal: 'Ce plateau a 5 colonnes et 4 rangées, et quatre alignés gagnent toujours : complétez votre rangée.',
        hint: 'Vos trois pions sont dans la rangée du bas, avec une case vide à chaque bout.',
        done: 'Quatre alignés. Un plateau peut avoir de 4 à 10 colonnes et rangées ; les règles restent les mêmes. Jouez maintenant une partie entière contre l’ordinateur.',
        wrong: {
          '*': 'Cela n’aligne pas quatre pions. Vos trois pions sont dans la rangée du bas, avec une case vide à chaque bout.',
        },
      },
    },
  },
};

export default texts;
