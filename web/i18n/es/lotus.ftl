# Lotus: nombre, opciones, tablero y los mensajes del motor (historial, indicaciones y rechazos).
# El módulo del juego (web/games/lotus/index.js) convierte los argumentos en palabras:
# { $cards } ya llega como «Azucena roja, Azucena silvestre»; el número de pétalos de una flor
# llega junto a su nombre ($flower_type, $type).

## Artículos según el género de la flor: selectores sobre el propio nombre ($flower, $source,
## $target). Iris y Loto son masculinos; Prímula, Flor de cerezo y Azucena, femeninos. Las claves
## [Iris] y [Loto] deben coincidir con lotus-flower-3 y lotus-flower-7: si cambian esos nombres,
## cambia también esas claves en todo el archivo.

end-reason-lotus-final_turns_played = Un mazo se agotó y todos han jugado su último turno.
game-lotus-name = Lotus
game-lotus-tagline = Haz crecer flores pétalo a pétalo y envía a tus guardianes de insectos a ganarse su control.
options-lotus-final_round = Última ronda
options-lotus-final_round-everyone = Todos juegan un turno más (reglamento)
options-lotus-final_round-finish_round = Solo se termina la ronda en curso (regla casera)
options-lotus-first_player = Jugador inicial
options-lotus-first_player-random = Elegido al azar
options-lotus-first_player-seat = { $name } (puesto { $n })
insect-red = Mariquita
insect-blue = Libélula
insect-yellow = Mariposa
insect-green = Oruga
lotus-flower-3 = Iris
lotus-flower-4 = Prímula
lotus-flower-5 = Flor de cerezo
lotus-flower-6 = Azucena
lotus-flower-7 = Loto
lotus-power-elder = Guardián anciano
lotus-power-path = Camino iluminado
lotus-power-growth = Crecimiento infinito
lotus-power-elder-short = Anciano
lotus-power-path-short = Camino
lotus-power-growth-short = Crecimiento
lotus-power-elder-help = Obtienes tu guardián mayor: cuenta 2 para el control.
lotus-power-path-help = A partir de ahora, tu mano es de 5 cartas.
lotus-power-growth-help = Juega cualquier número de cartas de un mismo tipo en una sola acción.
lotus-reward-token = Ficha de puntuación (5 puntos)
lotus-reward-token-help = Vale 5 puntos al final.
lotus-card = { $flower } { $flower ->
        [Iris] { $colour }
        [Loto] { $colour }
       *[other] { $colour ->
            [rojo] roja
            [amarillo] amarilla
           *[other] { $colour }
        }
    }
lotus-card-wild = { $flower } silvestre
lotus-card-hidden = una carta
lotus-card-aria = { $flower } ({ $type }), { $colour }, { $symbols }
lotus-card-symbols =
    { $count ->
        [one] { $count } símbolo de guardián
       *[other] { $count } símbolos de guardián
    }
lotus-card-no_symbols = sin símbolo de guardián
lotus-guardian = { $insect }
lotus-guardian-elder = { $insect } mayor
lotus-guardian-aria = Guardián { $insect } de { $name }
lotus-guardian-elder-aria = Guardián mayor de { $name } (cuenta 2)
lotus-board-garden = Jardín
lotus-board-bed-count = { $n }/{ $type }
lotus-board-bed-empty = No crece { $flower ->
        [Iris] ningún
        [Loto] ningún
       *[other] ninguna
    } { $flower }
lotus-board-bed-start = Empieza aquí { $flower ->
        [Iris] un
        [Loto] un
       *[other] una
    } { $flower }
lotus-board-bed-aria = { $flower }: { $n } de { $type } pétalos. { $cards }
lotus-board-bed-aria-empty = { $flower }: no crece ninguna flor
lotus-board-controls = controla
lotus-board-tied = empate
lotus-board-strength-aria = { $name }: fuerza { $n }
lotus-board-nobody = Nadie tiene fuerza aún
lotus-board-wild = Flores silvestres
lotus-board-wild-deck = Mazo
lotus-board-wild-deck-aria =
    { $count ->
        [one] Queda { $count } flor silvestre en el mazo
       *[other] Quedan { $count } flores silvestres en el mazo
    }
lotus-board-wild-empty = Vacío
lotus-board-hand = Mano de { $name }
lotus-board-hand-hidden = Las manos están ocultas
lotus-board-deck = Tu mazo
lotus-board-deck-count =
    { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
lotus-board-deck-aria = Tu mazo, { $cards }
lotus-board-deck-aria-hint = Tu mazo, { $cards }: { $hint }
lotus-board-hand-count = { $n }/{ $limit }
lotus-board-strength-leader = { $text } ({ $state })
lotus-board-seat-you = tú
lotus-board-seat-bot = máquina ({ $level })
lotus-board-seat-deck = Mazo
lotus-board-seat-hand = Mano
lotus-board-seat-petals = Pétalos
lotus-board-seat-tokens = Fichas
lotus-board-seat-score = Puntuación
lotus-board-seat-hand-count = { $n }/{ $limit }
lotus-board-seat-tokens-count = ×{ $count }
lotus-board-seat-supply = Guardianes en el suministro
lotus-board-seat-no_powers = Aún sin poderes
lotus-board-seat-last_turn = último turno
lotus-board-seat-turn = jugando
lotus-board-last = última jugada
lotus-board-status-turn = Turno de { $name }
lotus-board-status-left =
    { $count ->
        [one] Queda { $count } acción
       *[other] Quedan { $count } acciones
    }
lotus-board-status-refill = robando hasta completar la mano
lotus-board-status-reward = { $name } elige una recompensa
lotus-board-status-final = Última ronda: { $name } robó la última carta de su mazo.
lotus-board-status-over = La partida ha terminado.
lotus-board-selection =
    { $count ->
        [one] { $count } carta elegida
       *[other] { $count } cartas elegidas
    }
lotus-hint-confirm = Intercambia ahora
lotus-hint-draw = Roba
lotus-button-start = Empieza { $flower ->
        [Iris] un
        [Loto] un
       *[other] una
    } { $flower }
lotus-button-confirm =
    { $count ->
        [one] Intercambia { $count } carta
       *[other] Intercambia { $count } cartas
    }
lotus-button-place = Coloca en { $flower ->
        [Iris] el
        [Loto] el
       *[other] la
    } { $flower }
lotus-button-cancel = Cancela
lotus-group-exchange = Intercambia cartas…
lotus-choose-play = Juega la carta { $card }
lotus-choose-exchange = Intercambia la carta { $card } con tu mazo
lotus-choose-move = Mueve tu guardián { $guardian }
lotus-choose-to = Muévelo { $flower ->
        [Iris] al
        [Loto] al
       *[other] a la
    } { $flower }
lotus-choose-wild = Toma la carta { $card } de las flores silvestres
lotus-button-pass = Pasa (no puedes hacer nada)
lotus-button-draw = Roba de tu mazo
lotus-prompt-action =
    { $count ->
        [one] Última acción: jugar o intercambiar cartas, o mover a un guardián.
       *[other] Realiza una acción (quedan { $count }): elige cartas para jugar o intercambiar, o un guardián para moverlo.
    }
lotus-prompt-play = Añade otra carta del mismo tipo o elige la flor.
lotus-prompt-exchange = Añade otra carta para intercambiar o toca tu mazo para intercambiar ya.
lotus-prompt-move = Elige la flor a la que va el guardián.
lotus-prompt-reward = Controlas { $flower ->
        [Iris] el
        [Loto] el
       *[other] la
    } { $flower }: elige una recompensa.
lotus-prompt-refill = Completa tu mano hasta { $limit } cartas: roba de tu mazo o toma una flor silvestre.
lotus-play =
    { $new ->
        [true] { $who } empezó { $flower_type ->
            [3] un
            [7] un
           *[other] una
        } { $flower } con { $cards }.
       *[other] { $who } jugó { $cards } en { $flower_type ->
            [3] el
            [7] el
           *[other] la
        } { $flower }.
    }
lotus-exchange =
    { $cards ->
        [none] { $who } intercambió { $count ->
            [one] 1 carta
           *[other] { $count } cartas
        }.
       *[other] { $who } intercambió { $cards } y robó { $drawn }.
    }
lotus-move =
    { $source ->
        [none] { $who } envió su guardián { $guardian } { $flower ->
        [Iris] al
        [Loto] al
       *[other] a la
    } { $flower }.
       *[other] { $who } movió su guardián { $guardian } { $source ->
        [Iris] del
        [Loto] del
       *[other] de la
    } { $source } { $flower ->
        [Iris] al
        [Loto] al
       *[other] a la
    } { $flower }.
    }
lotus-pass = { $who } no pudo hacer nada y pasó.
lotus-complete = { $seat } completó { $flower ->
        [Iris] el
        [Loto] el
       *[other] la
    } { $flower } y recoge { $petals } pétalos. { $controllers ->
        [none] Nadie tiene su control.
       *[other] Control: { $controllers }{ $tie ->
            [true] {" "}(empatados)
           *[other] {""}
        }.
    }
lotus-reward =
    { $seat } toma { $choice ->
        [token] una ficha de puntuación
       *[other] el poder { $power }
    }.
lotus-draw_deck =
    { $card ->
        [none] { $who } robó una carta de su mazo.
       *[other] { $who } robó la carta { $card } de su mazo.
    }
lotus-draw_wild = { $who } tomó la carta { $card } de las flores silvestres.
lotus-wild_refill = Nuevas flores silvestres: { $cards }.
lotus-final_round = { $seat } robó la última carta de su mazo: empieza la última ronda.
lotus-turn =
    { $final ->
        [true] Turno final de { $seat }.
       *[other] Turno de { $seat }.
    }
# la cola de lotus-claim: los pétalos que nadie pudo llevarse
lotus-claim-removed =
    { $removed ->
        [none] {""}
        [0] {""}
        [one] ; se retira 1 pétalo
       *[other] ; se retiran { $removed } pétalos
    }
lotus-claim =
    { $seats ->
        [none] Nadie controla { $flower ->
        [Iris] el
        [Loto] el
       *[other] la
    } { $flower } sin completar: se retiran sus pétalos.
       *[other] { $count ->
            [one] { $seats } reclama { $flower ->
        [Iris] el
        [Loto] el
       *[other] la
    } { $flower } sin completar y se lleva { $each ->
                [one] 1 pétalo
               *[other] { $each } pétalos
            }{ lotus-claim-removed }.
           *[other] { $seats } se reparten { $flower ->
        [Iris] el
        [Loto] el
       *[other] la
    } { $flower } sin completar: { $each ->
                [one] 1 pétalo
               *[other] { $each } pétalos
            } cada uno{ lotus-claim-removed }.
        }
    }
lotus-game_over = Fin de la partida. Puntuaciones finales: { $result }.
lotus-game_over-score = { $name }: { $score }
lotus-info-colour = { $colour } · { $insect }
lotus-info-card-title = { $flower } · { $colour }
lotus-info-card-title-wild = { $flower } silvestre
lotus-info-card-subtitle = Carta de pétalos del mazo { $insect } ({ $colour }) · { $symbols }
lotus-info-card-subtitle-wild = Carta de pétalos de flor silvestre · { $symbols }
lotus-info-card-flower = Un pétalo de { $flower }: { $type ->
        [3] el
        [7] el
       *[other] la
    } { $flower } florece al tener { $type } pétalos.
lotus-info-card-symbols =
    { $count ->
        [one] Su símbolo de { $insect } suma 1 a la fuerza de { $owner } en la flor donde crece.
       *[other] Sus { $count } símbolos de { $insect } suman { $count } a la fuerza de { $owner } en la flor donde crece.
    }
lotus-info-card-wild = Una flor silvestre no tiene símbolo de guardián: no suma fuerza a nadie. Cualquiera puede tomar una flor silvestre boca arriba al completar su mano.
lotus-info-card-play = Solo se puede jugar en { $flower ->
        [Iris] el
        [Loto] el
       *[other] la
    } { $flower }, o empezar una flor de ese tipo si no hay ninguna creciendo. Quien coloca el último pétalo de una flor se lleva todas sus cartas: 1 punto cada una.
lotus-info-where-hand = Está en tu mano.
lotus-info-where-garden = Crece en { $type ->
        [3] el
        [7] el
       *[other] la
    } { $flower }: { $n } de { $type } pétalos.
lotus-info-where-wild = Está boca arriba entre las flores silvestres.
lotus-info-flower-rule =
    { $type ->
        [3] El
        [7] El
       *[other] La
    } { $flower } florece al tener { $type } pétalos. Quien coloca el último se los lleva todos; quien tenga entonces más fuerza en esa flor elige una recompensa.
lotus-info-flower-growing = { $n } de { $type } pétalos
lotus-info-flower-empty = No está creciendo: la primera carta de este tipo empieza una flor aquí.
lotus-info-flower-petals = Pétalos: { $cards }.
lotus-info-flower-strength = Fuerza: { $list }.
lotus-info-flower-strength-one = { $name }: { $n }
lotus-info-flower-leader = { $names } controlaría { $flower ->
        [Iris] el
        [Loto] el
       *[other] la
    } { $flower } si floreciera ahora.
lotus-info-flower-tied = { $names } están empatados: cada uno elegiría una recompensa si floreciera ahora.
lotus-info-flower-guardians = Guardianes en esta flor: { $list }.
lotus-info-guardian-of = Guardián { $guardian } de { $name }
lotus-info-guardian-worth =
    { $count ->
        [one] Guardián · cuenta { $count }
       *[other] Guardián mayor · cuenta { $count }
    }
lotus-info-guardian-supply = Espera en el suministro de { $name }.
lotus-info-guardian-on = Está en { $flower ->
        [Iris] el
        [Loto] el
       *[other] la
    } { $flower }.
lotus-info-guardian-counts =
    { $count ->
        [one] En una flor, suma { $count } a la fuerza de { $name } en ella.
       *[other] En una flor, suma { $count } a la fuerza de { $name } en ella: un guardián mayor cuenta el doble.
    }
lotus-info-guardian-moves = Como acción, { $name } puede moverlo desde el suministro o desde otra flor a cualquier flor incompleta. Cuando su flor florece, vuelve al suministro.
lotus-info-power-subtitle = Poder especial que se conserva el resto de la partida
lotus-info-power-elder = Tu guardián mayor se une a tu suministro. Lo mueves como a tus otros guardianes, y en una flor cuenta 2 para tu fuerza.
lotus-info-power-path = Tu mano es de 5 cartas en vez de 4: la completas hasta 5. Si lo obtienes durante el turno de otro jugador, la quinta carta llega la próxima vez que completes tu mano.
lotus-info-power-growth = Al jugar pétalos puedes jugar 3 o más cartas a la vez, todas del mismo tipo y en una misma flor, pero nunca más de las que aún le faltan.
lotus-info-power-how = Quien controla una flor cuando florece puede tomar un poder que aún no tenga en lugar de una ficha de puntuación de 5 puntos. Cada jugador puede tomar cada poder una sola vez.
lotus-info-power-held = En manos de { $names }.
lotus-info-power-nobody = Nadie lo tiene aún.
lotus-refuse-now-action = Realiza una acción: elige cartas de tu mano para jugar o intercambiar, o uno de tus guardianes para moverlo.
lotus-refuse-now-play = Estás jugando cartas: añade otra carta de la misma flor o toca esa flor para colocarlas.
lotus-refuse-now-exchange = Estás intercambiando cartas: añade otra carta o toca tu mazo para intercambiarlas.
lotus-refuse-now-move = Estás moviendo un guardián: elige la flor a la que va o cancela.
lotus-refuse-now-reward = Una flor ha florecido: primero, quien la controla elige una recompensa.
lotus-refuse-now-refill = Ya has hecho tus dos acciones: completa tu mano robando de tu mazo o tomando flores silvestres boca arriba.
lotus-refuse-tried-play = jugar una carta
lotus-refuse-tried-exchange = intercambiar una carta
lotus-refuse-tried-move = mover a un guardián
lotus-refuse-tried-pass = pasar
lotus-refuse-tried-place = colocar cartas en una flor
lotus-refuse-tried-confirm = terminar un intercambio
lotus-refuse-tried-to = enviar un guardián a una flor
lotus-refuse-tried-reward = elegir una recompensa
lotus-refuse-tried-draw = robar una carta
lotus-refuse-unknown = Esa no es una jugada de este juego. { $now }
lotus-refuse-not_now = Ahora no puedes { $tried }. { $now }
lotus-refuse-malformed = No se entendió esa jugada. { $now }
lotus-refuse-not_in_hand = Esa carta no está en tu mano: elige una de las cartas que tienes.
lotus-refuse-already_chosen = Ya has elegido la carta { $card }: elige otra carta.
lotus-refuse-exchange_deck_empty = Tu mazo está vacío, así que no hay nada nuevo que robar: en su lugar, puedes jugar una carta o mover a un guardián.
lotus-refuse-exchange_limit = Puedes intercambiar como máximo { $limit ->
        [one] 1 carta
       *[other] { $limit } cartas
    } en una acción: toca tu mazo para intercambiar las cartas que elegiste.
lotus-refuse-exchange_deck_short = Tu mazo solo tiene { $deck ->
        [one] 1 carta
       *[other] { $deck } cartas
    }, y cada carta que intercambias debe sustituirse por una nueva: toca tu mazo para intercambiar { $deck ->
        [one] la carta
       *[other] las cartas
    } que elegiste.
lotus-refuse-types_mix = Las flores distintas nunca se mezclan: elegiste cartas de { $flower } y esta carta es { $card }. Añade otra carta de { $flower } o toca { $flower ->
        [Iris] el
        [Loto] el
       *[other] la
    } { $flower } para colocar tus cartas.
lotus-refuse-play_limit = Sin el poder Crecimiento infinito puedes jugar como máximo { $limit ->
        [one] 1 carta
       *[other] { $limit } cartas
    } en una acción: coloca las cartas que elegiste y juega más en tu siguiente acción.
lotus-refuse-no_room = Solo queda sitio para { $space ->
        [one] 1 pétalo más
       *[other] { $space } pétalos más
    } en { $flower ->
        [Iris] el
        [Loto] el
       *[other] la
    } { $flower }: coloca las cartas que elegiste.
lotus-refuse-not_a_guardian = Ese no es uno de los guardianes en juego: elige uno de tus propios guardianes.
lotus-refuse-not_your_guardian = Ese guardián { $guardian } es de { $seat }: solo puedes mover tus propios guardianes.
lotus-refuse-nowhere_to_go = No hay otra flor incompleta a la que pueda ir tu guardián { $guardian }: juega o intercambia cartas.
lotus-refuse-move_no_flower = No se eligió ninguna flor: elige una de las flores incompletas para tu guardián { $guardian }.
lotus-refuse-move_not_a_flower = Esa no es una flor del jardín: elige una de las flores incompletas para tu guardián { $guardian }.
lotus-refuse-same_flower = Tu guardián { $guardian } ya está en { $flower ->
        [Iris] el
        [Loto] el
       *[other] la
    } { $flower }: elige otra flor incompleta.
lotus-refuse-not_growing = No crece { $flower ->
        [Iris] ningún
        [Loto] ningún
       *[other] ninguna
    } { $flower } en el jardín: tu guardián { $guardian } solo puede ir a una flor incompleta.
lotus-refuse-place_no_flower = No se eligió ninguna flor: toca { $flower ->
        [Iris] el
        [Loto] el
       *[other] la
    } { $flower } para colocar las cartas que elegiste.
lotus-refuse-not_a_flower = Esa no es una flor del jardín: las cartas que elegiste van en { $flower ->
        [Iris] el
        [Loto] el
       *[other] la
    } { $flower }.
lotus-refuse-wrong_flower = Las cartas que elegiste son de { $flower }: solo pueden ir en { $flower ->
        [Iris] el
        [Loto] el
       *[other] la
    } { $flower }, no en { $target ->
        [Iris] el
        [Loto] el
       *[other] la
    } { $target }. Toca { $flower ->
        [Iris] el
        [Loto] el
       *[other] la
    } { $flower } o cancela para elegir otras cartas.
lotus-refuse-must_act = No puedes pasar mientras tengas alguna acción posible: jugar o intercambiar cartas, o mover a un guardián.
lotus-refuse-power_held = Ya tienes el poder { $power }, y cada poder solo se puede tomar una vez: elige otro poder o una ficha de puntuación.
lotus-refuse-unknown_reward = Esa no es una de las recompensas: elige una ficha de puntuación o un poder que aún no tengas.
lotus-refuse-deck_empty = Tu mazo está vacío: toma una de las flores silvestres boca arriba.
lotus-refuse-not_in_wild_row = Esa carta no está entre las flores silvestres boca arriba: toma una de ellas o roba de tu mazo.
lotus-refuse-draw_where = Roba de tu mazo o toma una de las flores silvestres boca arriba.
