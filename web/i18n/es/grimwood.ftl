end-reason-grimwood-last_turns_played = El mazo se agotó y todos los demás han jugado un último turno.
game-grimwood-name = The Grimwood
game-grimwood-tagline = Roba, quita y convoca a las criaturas del bosque oscuro para formar combos que puntúan.
options-grimwood-identical_locations = Tres lugares idénticos
options-grimwood-identical_locations-false = No forman combo (reglamento)
options-grimwood-identical_locations-true = Combo de 3 puntos (variante)
options-grimwood-first_player = Jugador inicial
options-grimwood-first_player-random = Elegido al azar
options-grimwood-first_player-seat = { $name } (puesto { $n })
end-tiebreak-grimwood-shared = Hubo empate en la puntuación más alta: la victoria es compartida.
seatfield-grimwood-amulet = Amuleto
seatfield-grimwood-amulet-ask = Preguntarme
seatfield-grimwood-amulet-always = Bloquear siempre
seatfield-grimwood-amulet-never = No bloquear nunca
grimwood-card-amazon = Amazona
grimwood-card-amazon-help = Nombra una carta: cada uno de los demás jugadores que tenga una te la da.
grimwood-card-boogeyman = Hombre del saco
grimwood-card-boogeyman-help = Intercambia tu mano con la de otro jugador.
grimwood-card-bride = Novia
grimwood-card-bride-help = Toma un ser sobrenatural masculino del combo de otro jugador; puedes usar su poder.
grimwood-card-centaur = Centauro
grimwood-card-centaur-help = Toma la carta superior de la pila de descartes; puedes jugarla.
grimwood-card-dark_unicorn = Unicornio oscuro
grimwood-card-dark_unicorn-help = Cada uno de los demás jugadores descarta una carta al azar.
grimwood-card-demon = Demonio
grimwood-card-demon-help = Envía cualquier combo a la pila de descartes.
grimwood-card-dracula = Drácula
grimwood-card-dracula-help = Quita 2 cartas de la mano de un jugador.
grimwood-card-dragon = Dragón
grimwood-card-dragon-help = Su combo queda a salvo de los poderes y cerrado a nuevas cartas.
grimwood-card-dwarf = Enano
grimwood-card-dwarf-help = Toma la carta superior de los descartes y la del mazo: quédate una y descarta la otra.
grimwood-card-elf = Elfo
grimwood-card-elf-help = Vuelve a usar el poder de un ser sobrenatural que controlas.
grimwood-card-faeries = Hadas
grimwood-card-faeries-help = Toma 2 cartas cualesquiera de la pila de descartes; puedes jugar una.
grimwood-card-ghouls = Gules
grimwood-card-ghouls-help = Roba una carta o quita una de una mano.
grimwood-card-giant = Gigante
grimwood-card-giant-help = Toma cualquier carta de la pila de descartes; puedes jugarla.
grimwood-card-goblins = Trasgos
grimwood-card-goblins-help = Quita 3 cartas a uno o varios jugadores.
grimwood-card-highwayman = Salteador
grimwood-card-highwayman-help = Intercambia uno de tus combos por uno de otro jugador.
grimwood-card-hydra = Hidra
grimwood-card-hydra-help = Mira la mano de un jugador.
grimwood-card-mage = Mago
grimwood-card-mage-help = Roba 2 cartas.
grimwood-card-nymph = Ninfa
grimwood-card-nymph-help = Toma un ser sobrenatural del combo de otro jugador y usa su poder.
grimwood-card-shadow_queen = Reina de las sombras
grimwood-card-shadow_queen-help = Mira todas las manos y después quita una carta al azar de una de ellas.
grimwood-card-sorceress = Hechicera
grimwood-card-sorceress-help = Sacrifica tus Lechuzas o tus Cuervos para quedarte con cualquier combo.
grimwood-card-eternals = Los Eternos
grimwood-card-eternals-help = Completa tu mano hasta 7 cartas robando, quitando o ambas cosas.
grimwood-card-laraki = Los Laraki
grimwood-card-laraki-help = Toma de los descartes una carta por jugador: quédate una y da una a cada uno de los demás.
grimwood-card-troll = Trol
grimwood-card-troll-help = Un jugador descarta una carta que eliges al azar.
grimwood-card-werewolf = Hombre lobo
grimwood-card-werewolf-help = El jugador que elijas pierde su próximo turno.
grimwood-card-rune = Runa
grimwood-card-rune-help = Juégala para tener 2 acciones más este turno.
grimwood-card-amulet = Amuleto
grimwood-card-amulet-help = Bloquea un intento de quitarte una carta de la mano.
grimwood-card-owl = Lechuza
grimwood-card-owl-help = 3 Lechuzas forman un combo de 10 puntos.
grimwood-card-crow = Cuervo
grimwood-card-crow-help = 3 Cuervos forman un combo de 10 puntos.
grimwood-card-path = Sendero
grimwood-card-path-help = Sendero, Pantano y Claro forman un combo de 5 puntos.
grimwood-card-swamp = Pantano
grimwood-card-swamp-help = Sendero, Pantano y Claro forman un combo de 5 puntos.
grimwood-card-clearing = Claro
grimwood-card-clearing-help = Sendero, Pantano y Claro forman un combo de 5 puntos.
grimwood-card-boogeyman-more = Una criatura masculina: la Novia puede llevársela de tu combo.
grimwood-card-demon-more = Una criatura masculina: la Novia puede llevársela de tu combo.
grimwood-card-dracula-more = Una criatura masculina: la Novia puede llevársela de tu combo.
grimwood-card-dwarf-more = Una criatura masculina: la Novia puede llevársela de tu combo.
grimwood-card-giant-more = Una criatura masculina: la Novia puede llevársela de tu combo.
grimwood-card-mage-more = Una criatura masculina: la Novia puede llevársela de tu combo.
grimwood-card-troll-more = Una criatura masculina: la Novia puede llevársela de tu combo.
grimwood-card-werewolf-more = Una criatura masculina: la Novia puede llevársela de tu combo.
grimwood-card-dragon-more = Colócalo el último en el combo que quieras proteger: después, nada podrá unirse a ese combo.
grimwood-card-elf-more = Ni el propio Elfo, ni el Dragón, ni una criatura de un combo con el Dragón.
grimwood-card-nymph-more = No de un combo con el Dragón. La criatura se une a uno de tus combos o empieza uno nuevo.
grimwood-card-hidden = una carta boca abajo
grimwood-card-aria = { $name } ({ $kind }): { $help }
grimwood-category-supernatural = Sobrenatural
grimwood-category-animal = Animal
grimwood-category-setting = Lugar
grimwood-category-rune = Runa
grimwood-category-amulet = Amuleto
grimwood-combo-supernatural = Sobrenaturales
grimwood-combo-owls = Lechuzas
grimwood-combo-crows = Cuervos
grimwood-combo-locations = Lugares
grimwood-combo-paths = Senderos
grimwood-combo-swamps = Pantanos
grimwood-combo-clearings = Claros
grimwood-board-over = La partida ha terminado
grimwood-board-turn = Turno de { $name }
grimwood-board-actions_left =
    { $count ->
        [one] Queda { $count } acción
       *[other] Quedan { $count } acciones
    }
grimwood-board-final = El mazo se agotó cuando { $name } robó la última carta: todos los demás juegan un último turno.
grimwood-board-you = tú
grimwood-board-bot = máquina ({ $level })
grimwood-board-skips =
    { $count ->
        [one] pierde el próximo turno
       *[other] pierde los próximos { $count } turnos
    }
grimwood-board-last = última
grimwood-board-last_turn = último turno
grimwood-board-score = Puntuación
grimwood-board-points = ptos.
grimwood-board-points-n =
    { $count ->
        [one] { $count } pto.
       *[other] { $count } ptos.
    }
grimwood-board-seat-pick = Elige a { $name }
grimwood-board-hand_count =
    { $count ->
        [one] { $count } carta en la mano
       *[other] { $count } cartas en la mano
    }
grimwood-board-combos-none = Aún sin combos
grimwood-board-combo-new = Nuevo combo
grimwood-board-combo-locked = { $kind } · cerrado
grimwood-board-combo-aria = Combo de { $kind } de { $name }: { $cards }, { $points } puntos
grimwood-board-table = La mesa
grimwood-board-deck =
    { $count ->
        [one] Mazo: { $count } carta
       *[other] Mazo: { $count } cartas
    }
grimwood-board-deck-aria =
    { $count ->
        [one] El mazo, queda { $count } carta
       *[other] El mazo, quedan { $count } cartas
    }
grimwood-board-deck-aria-hint = El mazo, quedan { $count }: { $hint }
grimwood-board-discard =
    { $count ->
        [one] Descartes: { $count } carta
       *[other] Descartes: { $count } cartas
    }
grimwood-board-discard-aria =
    { $count ->
        [one] La pila de descartes, { $count } carta, { $card } encima
       *[other] La pila de descartes, { $count } cartas, { $card } encima
    }
grimwood-board-discard-aria-empty = La pila de descartes, vacía
grimwood-board-empty = Vacío
grimwood-board-mine = { $name }: tus combos
grimwood-board-hand =
    { $count ->
        [one] Tu mano: { $count } carta
       *[other] Tu mano: { $count } cartas
    }
grimwood-board-guard = Cuando alguien intente quitarte una carta, tu Amuleto:
grimwood-board-runes = Runas en juego este turno
grimwood-reveal-discard = La pila de descartes: elige una carta
grimwood-reveal-held = Las cartas en juego: elige una
grimwood-reveal-table = Seres sobrenaturales en la mesa: elige uno
grimwood-reveal-name = Nombra una carta
grimwood-reveal-look = Mano de { $name } (solo la ves tú)
grimwood-reveal-lay = Colocando
grimwood-reveal-pile =
    { $count ->
        [one] La pila de descartes: { $count } carta, la de encima primero
       *[other] La pila de descartes: { $count } cartas, la de encima primero
    }
grimwood-board-discard-browse = Míralas todas
grimwood-board-discard-hide = Oculta la pila
grimwood-warn-no_power = No te quedan acciones: un ser sobrenatural que coloques ahora no usará su poder.
grimwood-reveal-play_now = Recién tomadas: juega una ahora o quédatelas
grimwood-info-power = Poder (se usa una vez al colocar la carta, si quieres): { $help }
grimwood-info-power-dragon = No tiene poder que usar: actúa por sí solo desde que se coloca. { $help }
grimwood-info-supernatural = Cuenta en un combo de seres sobrenaturales: 1 carta da 1 punto; 2, 2 puntos; 3, 5 puntos; 4, 10 puntos, y 5, 15 puntos.
grimwood-info-owl = Tres Lechuzas colocadas juntas desde tu mano forman un combo de 10 puntos.
grimwood-info-crow = Tres Cuervos colocados juntos desde tu mano forman un combo de 10 puntos.
grimwood-info-sacrifice = Con la Hechicera, puedes sacrificar un combo así para quedarte con cualquier combo.
grimwood-info-location = Un Sendero, un Pantano y un Claro colocados juntos desde tu mano forman un combo de 5 puntos.
grimwood-info-identical = En esta partida, tres { $kind } también forman un combo de 3 puntos.
grimwood-info-rune = Juégala como una de tus acciones: obtienes 2 acciones más este turno. Además, permite que varios seres sobrenaturales colocados juntos usen cada uno su poder.
grimwood-info-amulet = Guárdalo en tu mano: impide que te quiten una carta y luego va a la pila de descartes. Si alguien intentaba quitarte una carta con una acción normal, además pierde el resto de su turno.
grimwood-info-no_points = No da puntos.
grimwood-info-combo = Combo de { $kind } de { $name }
grimwood-info-combo-points =
    { $count ->
        [one] { $count } punto
       *[other] { $count } puntos
    }
grimwood-info-combo-locked =
    { $count ->
        [one] { $count } punto, cerrado por el Dragón
       *[other] { $count } puntos, cerrado por el Dragón
    }
grimwood-info-combo-card = { $name }: { $help }
grimwood-end-total =
    { $count ->
        [one] { $count } punto
       *[other] { $count } puntos
    }
grimwood-end-no_combos = Sin combos, así que sin puntos.
grimwood-button-draw = Roba una carta
grimwood-button-end = Termina el turno
grimwood-button-set = Forma un combo de { $kind }
grimwood-button-new = Empieza un combo nuevo
grimwood-button-new-no_power = Nuevo combo, sin poder
grimwood-button-no_power = { $label }, sin poder
grimwood-button-rune_power = Juega una Runa para otro poder
grimwood-button-into = Añade al combo de { $kind } ({ $cards })
grimwood-button-cancel = Cancela
grimwood-button-power = Usa { $card }
grimwood-button-skip = Sin poder
grimwood-button-keep = Guárdalas en la mano
grimwood-button-block = Bloquea con un Amuleto
grimwood-button-allow = Déjalo pasar
grimwood-button-steal = Quita una carta a { $name }
grimwood-button-seat = { $name }
grimwood-hint-draw = Roba
grimwood-hint-steal = Quita
grimwood-hint-choose = Elige
grimwood-hint-pick_first = Primero elige un ser sobrenatural de tu mano.
grimwood-hint-not_yours = Ese combo no es tuyo.
grimwood-start = Se reparte el bosque: 3 cartas para cada jugador.
grimwood-turn =
    { $final ->
        [true] Último turno de { $seat }
       *[other] Turno de { $seat }
    }
grimwood-draw =
    { $card ->
        [none] { $who } robó una carta.
       *[other] { $who } robó la carta { $card }.
    }
grimwood-last_card = { $who } robó la última carta del mazo: todos los demás juegan un último turno.
grimwood-try_steal = { $who } intenta quitarle una carta a { $victim }.
grimwood-steal =
    { $card ->
        [none] { $who } le quitó una carta a { $victim }.
       *[other] { $who } le quitó la carta { $card } a { $victim }.
    }
grimwood-discard_random = { $who } descartó la carta { $card } (elegida al azar).
grimwood-rune = { $who } jugó una Runa: 2 acciones más.
grimwood-set = { $who } formó un combo con { $cards }.
grimwood-amulet_mode = { $who } configuró su Amuleto en «{ $mode }».
grimwood-end_turn = { $who } terminó su turno.
grimwood-lay = { $who } colocó { $cards }.
grimwood-discard = { $who } descartó la carta { $card }.
grimwood-amulet = { $who } bloqueó con un Amuleto el intento de { $thief } de quitarle una carta.
grimwood-turn_lost = { $who } pierde el resto del turno.
grimwood-runes_discarded = Las Runas jugadas este turno van a la pila de descartes.
grimwood-skip = { $who } pierde este turno por el Hombre lobo.
grimwood-game_over = Fin de la partida: { $result }.
grimwood-log-score = { $name }: { $score }
grimwood-log-nothing = nada
grimwood-power =
    { $via ->
        [none] { $who } usa el poder de { $card }.
       *[other] { $who } usa el poder de { $card } (a través de { $via }).
    }
grimwood-take_discard = { $who } tomó la carta { $card } de la pila de descartes.
grimwood-dwarf_deck =
    { $card ->
        [none] { $who } tomó la carta superior del mazo.
       *[other] { $who } tomó la carta { $card } de la parte superior del mazo.
    }
grimwood-laraki = { $who } tomó { $cards } de la pila de descartes.
grimwood-look =
    { $cards ->
        [none] { $who } miró la mano de { $target }.
       *[other] { $who } miró la mano de { $target }: { $cards }.
    }
grimwood-swap_hands = { $who } intercambió su mano con { $target }.
grimwood-werewolf = { $who } hace que { $target } pierda su próximo turno.
grimwood-sacrifice = { $who } sacrificó un combo a la Hechicera.
grimwood-demon = { $who } envió el combo de { $owner } a la pila de descartes.
grimwood-highwayman = { $who } intercambió un combo con { $owner }.
grimwood-sorceress = { $who } se quedó con el combo de { $owner }.
grimwood-take_played = { $who } le quitó la carta { $card } a { $owner }.
grimwood-dwarf_keep = { $who } se quedó una carta y descartó la carta { $discarded }.
grimwood-laraki_keep = { $who } se quedó la carta { $card }.
grimwood-laraki_give = { $who } le dio la carta { $card } a { $target }.
grimwood-give =
    { $card ->
        [none] { $who } le dio una carta a { $target } ({ $name }).
       *[other] { $who } le dio la carta { $card } a { $target }.
    }
grimwood-amazon =
    { $givers ->
        [none] { $who } nombró la carta { $name }: nadie tenía ninguna.
       *[other] { $who } nombró la carta { $name } y recibe una de: { $givers }.
    }
grimwood-refuse-game_over = La partida ha terminado: mira los resultados o empieza una nueva partida.
grimwood-refuse-no_action = No te quedan acciones este turno. Aún puedes formar combos o terminar tu turno.
grimwood-refuse-deck_empty = El mazo está vacío: ya no queda nada que robar. En su lugar, quita una carta de la mano de otro jugador.
grimwood-refuse-steal_self = No puedes quitarte cartas de tu propia mano. Elige a otro jugador que tenga cartas.
grimwood-refuse-steal_no_seat = Ese jugador no existe. Elige a uno de los demás jugadores.
grimwood-refuse-steal_empty_hand = { $seat } no tiene cartas en la mano, así que no hay nada que quitar. Elige a un jugador que tenga cartas.
grimwood-refuse-not_in_hand = La carta { $card } no está en tu mano. Elige una de las cartas que tienes.
grimwood-refuse-no_such_card = Esa carta no existe. Elige una de las cartas que tienes.
grimwood-refuse-not_a_rune = La carta { $card } no es una Runa, así que no da acciones adicionales. Toca una Runa para jugarla o un ser sobrenatural para colocarlo.
grimwood-refuse-not_supernatural = La carta { $card } no se puede colocar sola: solo los seres sobrenaturales pueden. Las Lechuzas, los Cuervos y los lugares se colocan de tres en tres, cuando tienes un combo completo.
grimwood-refuse-set_variant = Tres { $kind } solo forman un combo en la variante que se elige al preparar la partida. En su lugar, coloca juntos un Sendero, un Pantano y un Claro.
grimwood-refuse-set_missing = Para formar este combo necesitas { $need } en tu mano: las tres cartas se colocan juntas. Primero roba o quita las cartas que faltan.
grimwood-refuse-no_such_set = Ese combo no existe. Se pueden colocar juntas tres Lechuzas, tres Cuervos, o un Sendero, un Pantano y un Claro.
grimwood-refuse-amulet_same = Tu Amuleto ya está configurado en «{ $mode }». Elige otra opción o déjalo como está.
grimwood-refuse-amulet_mode = Tu Amuleto se puede configurar en Preguntarme, Bloquear siempre o No bloquear nunca. Elige una de estas opciones.
grimwood-refuse-not_your_combo = Ese combo es de { $owner }. Tus seres sobrenaturales solo se unen a tus propios combos: elige uno de los tuyos o empieza uno nuevo.
grimwood-refuse-no_such_combo = Ese combo no está en la mesa. Elige uno de los combos iluminados.
grimwood-refuse-locked_join = Ese combo tiene el Dragón: está cerrado y ninguna carta puede unirse a él. Elige otro de tus combos o empieza uno nuevo.
grimwood-refuse-not_supernatural_combo = Tu combo de { $kind } se queda como está: solo los combos de seres sobrenaturales admiten más criaturas. Elige un combo de seres sobrenaturales o empieza uno nuevo.
grimwood-refuse-combo_full = Un combo admite como máximo { $cap } seres sobrenaturales, y con estos sería más grande. Elige otro combo o empieza uno nuevo.
grimwood-refuse-lay_cap = Como máximo se colocan juntos { $cap } seres sobrenaturales. Elige ahora el combo para estos y coloca los demás después.
grimwood-refuse-already_chosen = La carta { $card } ya está elegida. Añade otro ser sobrenatural de tu mano o elige el combo al que se unen.
grimwood-refuse-power_no_action = Usar un poder cuesta una acción y no te queda ninguna. Elige Sin poder para continuar.
grimwood-refuse-one_power = Los seres sobrenaturales colocados juntos solo dan un poder, salvo que tengas una Runa. No tienes ninguna: elige Sin poder para continuar.
grimwood-refuse-one_power_rune = Los seres sobrenaturales colocados juntos solo dan un poder, salvo que tengas una Runa. Primero juega tu Runa (cuesta una acción y da dos) y después usa este poder.
grimwood-refuse-rune_not_now = Tu Runa no desbloquearía nada aquí. Elige uno de los poderes o Sin poder.
grimwood-refuse-power_not_laid = Ahora solo pueden usar su poder los seres sobrenaturales que acabas de colocar. Elige uno de ellos o Sin poder.
grimwood-refuse-power_idle = El poder de { $card } no tiene sobre qué actuar ahora mismo. Elige otro poder o Sin poder.
grimwood-refuse-locked_power = Ese combo tiene el Dragón: ningún poder puede afectarlo. Elige otro combo.
grimwood-refuse-locked_card = Esa criatura está en un combo con el Dragón: ningún poder puede afectarla. Elige otra.
grimwood-refuse-combo_theirs = Este poder actúa sobre el combo de otro jugador, no sobre el tuyo. Elige uno de los suyos.
grimwood-refuse-combo_mine = Elige uno de tus propios combos para darlo a cambio.
grimwood-refuse-combo_sacrifice = La Hechicera necesita que sacrifiques uno de tus combos de tres Lechuzas o tres Cuervos. Elige uno de ellos.
grimwood-refuse-bride_male = La Novia solo toma un ser sobrenatural masculino (Hombre del saco, Demonio, Drácula, Enano, Gigante, Mago, Trol u Hombre lobo) del combo de otro jugador. Elige uno de ellos.
grimwood-refuse-elf_choice = El Elfo vuelve a usar el poder de otro ser sobrenatural de tus combos, uno que pueda hacer algo ahora. Elige una de las cartas iluminadas.
grimwood-refuse-nymph_choice = La Ninfa toma un ser sobrenatural del combo de otro jugador. Elige una de las cartas iluminadas.
grimwood-refuse-card_choice = Elige una de las cartas que se muestran.
grimwood-refuse-no_amulet = No tienes ningún Amuleto, así que no puedes bloquear. Elige Déjalo pasar.
grimwood-refuse-player_self = Este poder actúa sobre otro jugador, no sobre ti. Elige a uno de los demás.
grimwood-refuse-player_choice = Elige a uno de los jugadores iluminados.
grimwood-refuse-name_choice = Nombra una carta del juego: un animal, un lugar, una Runa, un Amuleto o un ser sobrenatural por su nombre (que no sea la Amazona).
grimwood-refuse-goblins_steal = Los Trasgos solo quitan cartas: no roban del mazo. Elige a un jugador que tenga cartas.
grimwood-refuse-eternals_full = Tu mano ya tiene { $cap } cartas: a Los Eternos no les queda nada que completar.
grimwood-refuse-play_now_choice = Ahora solo se puede jugar un ser sobrenatural o una Runa que acabes de tomar. Elige una de esas cartas o guárdalas en la mano.
grimwood-refuse-discard_choice =
    { $count ->
        [one] Elige una carta de tu mano para descartarla: tienes { $count } carta de más.
       *[other] Elige una carta de tu mano para descartarla: tienes { $count } cartas de más.
    }
grimwood-refuse-step-turn = Eso no se puede hacer ahora. En tu turno puedes robar, quitar una carta, colocar un ser sobrenatural, jugar una Runa, formar un combo o terminar tu turno.
grimwood-refuse-step-lay = Primero elige adónde van los seres sobrenaturales que estás colocando: a uno de tus combos o a uno nuevo. También puedes añadir otro de tu mano o cancelar.
grimwood-refuse-step-power = Primero decide sobre los poderes de los seres sobrenaturales que acabas de colocar: usa uno o elige Sin poder.
grimwood-refuse-step-place = Primero elige el combo al que se une este ser sobrenatural: uno de los tuyos o uno nuevo.
grimwood-refuse-step-play_now = Primero decide qué haces con las cartas que acabas de tomar: juega una ahora o guárdalas en la mano.
grimwood-refuse-step-player = Primero elige a un jugador para este poder.
grimwood-refuse-step-combo = Primero elige un combo para este poder.
grimwood-refuse-step-card = Primero elige una de las cartas que se muestran.
grimwood-refuse-step-name = Primero nombra una carta para la Amazona.
grimwood-refuse-step-source = Primero elige: robar del mazo o quitar una carta a un jugador.
grimwood-refuse-step-amulet = Primero responde al intento de quitarte una carta: bloquéalo con un Amuleto o déjalo pasar.
grimwood-refuse-step-discard = Tienes más de 7 cartas: primero elige las cartas que descartas.
grimwood-need-owls = tres Lechuzas
grimwood-need-crows = tres Cuervos
grimwood-need-locations = un Sendero, un Pantano y un Claro
grimwood-need-paths = tres Senderos
grimwood-need-swamps = tres Pantanos
grimwood-need-clearings = tres Claros
grimwood-prompt-turn =
    { $count ->
        [one] Tu turno: te queda { $count } acción. Roba, quita una carta, juega una carta o forma combos.
       *[other] Tu turno: te quedan { $count } acciones. Roba, quita una carta, juega una carta o forma combos.
    }
grimwood-prompt-turn-none = No te quedan acciones: aún puedes formar combos, pero un ser sobrenatural que coloques ahora no podrá usar su poder. O termina tu turno.
grimwood-prompt-lay = Añade más seres sobrenaturales o elige el combo al que van.
grimwood-prompt-lay_no_power = No te quedan acciones: estos seres sobrenaturales se colocan sin usar su poder. Elige su combo, añade más o cancela.
grimwood-prompt-power = Usa un poder de los seres sobrenaturales que acabas de colocar, o ninguno.
grimwood-prompt-power-rune = Los seres sobrenaturales colocados juntos dan un solo poder, salvo que tengas una Runa: juega la tuya (cuesta una acción y da dos) para usar más. Elige un poder, tu Runa o Sin poder.
grimwood-prompt-power-rune_only = Ya usaste un poder de estos seres sobrenaturales. Con tu Runa (cuesta una acción y da dos) puedes usar otro: juégala o elige Sin poder.
grimwood-prompt-power-free = Puedes usar gratis el poder de la carta que acabas de tomar, o no usarlo.
grimwood-prompt-place = Elige el combo para la carta { $card }.
grimwood-prompt-play_now = Juega una de las cartas que acabas de tomar o guárdalas en la mano.
grimwood-prompt-player = Elige a un jugador.
grimwood-prompt-boogeyman = Hombre del saco: elige a un jugador con quien intercambiar la mano.
grimwood-prompt-dracula = Drácula: elige a un jugador al que quitarle 2 cartas.
grimwood-prompt-hydra = Hidra: elige a un jugador cuya mano quieras mirar.
grimwood-prompt-shadow_queen = Reina de las sombras: elige a un jugador al que quitarle una carta al azar.
grimwood-prompt-troll = Trol: elige a un jugador que descarte una carta al azar.
grimwood-prompt-werewolf = Hombre lobo: elige a un jugador que pierda su próximo turno.
grimwood-prompt-combo = Elige un combo.
grimwood-prompt-demon = Demonio: elige un combo para enviarlo a la pila de descartes.
grimwood-prompt-highwayman_theirs = Salteador: elige el combo de otro jugador que quieres llevarte.
grimwood-prompt-highwayman_mine = Salteador: elige uno de tus combos para darlo a cambio.
grimwood-prompt-sorceress_sacrifice = Hechicera: elige tus Lechuzas o tus Cuervos para sacrificarlos.
grimwood-prompt-sorceress_take = Hechicera: elige el combo con el que quieres quedarte.
grimwood-prompt-card = Elige una carta.
grimwood-prompt-nymph = Ninfa: elige un ser sobrenatural de otro jugador para llevártelo; su poder viene con él.
grimwood-prompt-bride = Novia: elige un ser sobrenatural masculino de otro jugador para llevártelo.
grimwood-prompt-elf = Elfo: elige un ser sobrenatural que controlas para volver a usar su poder.
grimwood-prompt-giant = Gigante: elige una carta de la pila de descartes.
grimwood-prompt-faeries =
    { $count ->
        [one] Hadas: elige { $count } carta más de la pila de descartes.
       *[other] Hadas: elige { $count } cartas de la pila de descartes.
    }
grimwood-prompt-dwarf = Enano: elige la carta que te quedas; la otra se descarta.
grimwood-prompt-laraki_keep = Los Laraki: elige la carta que te quedas.
grimwood-prompt-laraki_give = Los Laraki: elige la carta que recibe { $to }.
grimwood-prompt-name = Nombra una carta.
grimwood-prompt-amazon = Amazona: nombra una carta que cada uno de los demás jugadores debe darte si la tiene.
grimwood-prompt-source = Roba o quita una carta.
grimwood-prompt-ghouls = Gules: roba una carta o quita una de una mano.
grimwood-prompt-goblins =
    { $count ->
        [one] Trasgos: queda { $count } carta por quitar. Elige a un jugador.
       *[other] Trasgos: quedan { $count } cartas por quitar. Elige a un jugador para la siguiente.
    }
grimwood-prompt-eternals =
    { $count ->
        [one] Los Eternos: { $count } carta más: roba o quita una carta.
       *[other] Los Eternos: { $count } cartas más: roba o quita una carta.
    }
grimwood-prompt-amulet = { $thief } intenta quitarte una carta de la mano. ¿La bloqueas con un Amuleto?
grimwood-prompt-discard =
    { $count ->
        [one] Demasiadas cartas: descarta { $count } más.
       *[other] Demasiadas cartas: descarta { $count } más.
    }
