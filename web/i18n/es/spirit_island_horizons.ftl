# Horizontes de Spirit Island: las palabras de la isla (nombres de territorios, tipos de territorio,
# piezas), del tablero, del diálogo de preparación y de la pantalla final, y cada mensaje de
# historial, indicación, rechazo y opción que emite el motor (horizons.log.*, horizons.prompt.*,
# horizons.refuse.*, horizons.option.*).

horizons-island-aria =
    { $count ->
        [one] La isla: tablero { $boards }
       *[other] La isla: tableros { $boards }
    }
horizons-land-name = { $board }{ $number }
horizons-land-aria = Territorio { $name }, { $terrain }, { $where }: { $pieces }
horizons-land-coastal = costero
horizons-land-inland = interior
horizons-land-empty = sin piezas
horizons-terrain-jungle = jungla
horizons-terrain-mountain = montaña
horizons-terrain-sands = arenal
horizons-terrain-wetland = humedal
horizons-piece-explorer =
    { $count ->
        [one] { $count } explorador
       *[other] { $count } exploradores
    }
horizons-piece-town =
    { $count ->
        [one] { $count } pueblo
       *[other] { $count } pueblos
    }
horizons-piece-city =
    { $count ->
        [one] { $count } ciudad
       *[other] { $count } ciudades
    }
horizons-piece-dahan =
    { $count ->
        [one] { $count } Dahan
       *[other] { $count } Dahan
    }
horizons-piece-blight =
    { $count ->
        [one] { $count } plaga
       *[other] { $count } plagas
    }
horizons-piece-presence =
    { $count ->
        [one] { $count } presencia de { $spirit }
       *[other] { $count } de presencia de { $spirit }
    }
horizons-piece-sacred_site = { $pieces } (un lugar sagrado)
horizons-piece-defend = Defensa { $count }
horizons-piece-damaged = { $pieces } ({ $count } con daño)
horizons-spirit-seat = espíritu { $n }
tip-spirit_island_horizons = Consejo: toca un territorio para ver sus detalles; en un territorio resaltado, donde tocar es una jugada, mantén el dedo sobre él (o usa el botón derecho del ratón, o pulsa I). Para leer una carta, mantén también el dedo sobre ella (o usa el botón derecho del ratón); con teclado, pulsa I sobre ella. Amplía o reduce la isla con dos dedos, con la rueda del ratón o con sus botones + y −.
horizons-zoom-controls = Zoom de la isla
horizons-zoom-in = Acerca la isla
horizons-zoom-out = Aleja la isla
horizons-zoom-fit = Muestra la isla entera
horizons-legend-aria = La presencia de cada espíritu en la isla
horizons-details-aria = Detalles del territorio { $land }
horizons-details-where = Tablero { $board }, territorio { $number }: { $terrain }, { $where }
horizons-details-close = Cierra los detalles del territorio { $land }
horizons-details-kind = { $pieces }: { $damage }
horizons-details-undamaged = { $count } sin daño
horizons-details-damage =
    { $count ->
        [one] { $count } con { $damage } de daño
       *[other] { $count } con { $damage } de daño
    }
horizons-details-empty = Sin piezas
game-spirit_island_horizons-name = Horizontes de Spirit Island
game-spirit_island_horizons-tagline = De uno a tres espíritus juntos: haz crecer tu presencia, juega poderes y espanta a los invasores de la isla antes de que la plaga la arrase.
options-spirit_island_horizons-board = Tablero de isla (partida en solitario)
options-spirit_island_horizons-board-G = Tablero G
options-spirit_island_horizons-board-H = Tablero H
options-spirit_island_horizons-board-help = Solo para la partida en solitario: la isla es este tablero de la cara para dos jugadores, con el otro tablero tapado. Dos espíritus juegan en los tableros G y H; tres, en G, H y B.
options-spirit_island_horizons-stage2_special = Pueblo adicional en la etapa II
options-spirit_island_horizons-stage2_special-true = Activado
options-spirit_island_horizons-stage2_special-true-about = Un pueblo en cada tablero la primera vez que se revela una carta de etapa II que lo indica.
options-spirit_island_horizons-stage2_special-false = Desactivado (una partida más fácil)
options-spirit_island_horizons-stage2_special-help = La mayoría de las cartas de invasor de etapa II añaden un pueblo a un territorio que no tiene ninguno la primera vez que se revelan.
seatfield-spirit_island_horizons-spirit = Espíritu
seatfield-spirit_island_horizons-spirit-fathomless_mud_of_the_swamp = Lodo insondable del pantano
seatfield-spirit_island_horizons-spirit-fathomless_mud_of_the_swamp-about = Lento y paciente: se extiende por los humedales, convierte las construcciones en simples exploradores allí donde tiene un lugar sagrado, y hunde a los invasores con miedo y daño.
seatfield-spirit_island_horizons-spirit-sun_bright_whirlwind = Torbellino radiante como el sol
seatfield-spirit_island_horizons-spirit-sun_bright_whirlwind-about = Rápido y de largo alcance: cada presencia que hace crecer puede llevarse volando a un explorador o a un Dahan; sus poderes empujan a los invasores de aquí para allá y prestan velocidad a los demás.
seatfield-spirit_island_horizons-spirit-devouring_teeth_lurk_underfoot = Dientes devoradores acechan bajo tus pies
seatfield-spirit_island_horizons-spirit-devouring_teeth_lurk_underfoot-about = Brutal y hambriento: cada uno de sus poderes que inflige daño muerde con 1 más; acecha bajo sus territorios, atrae hacia sí su presencia y devora a los invasores sin más.
seatfield-spirit_island_horizons-spirit-eyes_watch_from_the_trees = Ojos que vigilan desde los árboles
seatfield-spirit_island_horizons-spirit-eyes_watch_from_the_trees-about = Un guardián atento: cuando defiende un territorio, los Dahan se reúnen allí; su poder innato rápido desbarata los planes de los invasores.
seatfield-spirit_island_horizons-spirit-rising_heat_of_stone_and_sand = Calor creciente de piedra y arena
seatfield-spirit_island_horizons-spirit-rising_heat_of_stone_and_sand-about = Abrasador: los invasores de sus lugares sagrados son más débiles, y su calor desgasta sus devastaciones y construcciones.
end-reason-spirit_island_horizons-victory_terror1_no_invaders = Nivel de terror I: no queda ningún invasor en la isla.
end-reason-spirit_island_horizons-victory_terror2_no_towns_or_cities = Nivel de terror II: no quedan pueblos ni ciudades en la isla.
end-reason-spirit_island_horizons-victory_terror3_no_cities = Nivel de terror III: no quedan ciudades en la isla.
end-reason-spirit_island_horizons-victory_terror4_fear_deck_empty = Se ha obtenido la última carta de miedo: los invasores huyen de la isla.
end-reason-spirit_island_horizons-victory_sacrificial = Una victoria y una derrota llegaron a la vez: victoria por sacrificio.
end-reason-spirit_island_horizons-loss_blight_pool_empty = La reserva de plaga se ha agotado: la plaga ha arrasado la isla.
end-reason-spirit_island_horizons-loss_spirit_without_presence = Un espíritu se ha quedado sin presencia en la isla.
end-reason-spirit_island_horizons-loss_invader_deck_empty = Había que revelar una carta de invasor y el mazo de invasores estaba vacío.
end-hz-sheet = Hoja de puntuación
end-hz-outcome = Resultado
end-hz-won = Victoria
end-hz-lost = Derrota
end-hz-reason = Motivo
end-hz-round = Ronda
end-hz-terror = Nivel de terror
end-hz-blight_left = Plaga restante en la reserva
end-hz-fear_cards_left = Cartas de miedo restantes en el mazo
horizons-piece-one-explorer = un explorador
horizons-piece-one-town = un pueblo
horizons-piece-one-city = una ciudad
horizons-piece-one-dahan = un Dahan
horizons-piece-one-blight = una plaga
horizons-piece-one-presence = una presencia
horizons-piece-plural-explorer = exploradores
horizons-piece-plural-town = pueblos
horizons-piece-plural-city = ciudades
horizons-piece-plural-dahan = Dahan
horizons-piece-plural-blight = plagas
horizons-piece-plural-presence = presencias
horizons-piece-kind-explorer = Explorador
horizons-piece-kind-town = Pueblo
horizons-piece-kind-city = Ciudad
horizons-piece-kind-dahan = Dahan
horizons-piece-kind-blight = Plaga
horizons-piece-kind-presence = Presencia
horizons-piece-kind-defend = Defensa
horizons-piece-taken =
    { $count ->
        [one] { $count } de daño recibido
       *[other] { $count } de daño recibido
    }
horizons-piece-choice = { $piece } en { $land }
horizons-piece-choice-hurt = { $piece } en { $land } ({ $count } de daño recibido)
horizons-element-sun = sol
horizons-element-moon = luna
horizons-element-fire = fuego
horizons-element-air = aire
horizons-element-water = agua
horizons-element-earth = tierra
horizons-element-plant = planta
horizons-element-animal = animal
horizons-element-count = { $count } de { $element }
horizons-roman-1 = I
horizons-roman-2 = II
horizons-roman-3 = III
horizons-roman-4 = IV
horizons-invader-card = Etapa { $stage }: { $terrains }
horizons-invader-coastal = territorios costeros
horizons-invader-none = sin carta
horizons-deck-minor = poderes menores
horizons-deck-major = poderes mayores
horizons-deck-unique = poder único
horizons-track-energy = Pista de energía
horizons-track-card_plays = Pista de cartas jugables
horizons-phase-spirit = Fase de los espíritus
horizons-phase-fast = Fase de poderes rápidos
horizons-phase-invader = Fase de los invasores
horizons-phase-slow = Fase de poderes lentos
horizons-phase-time = El tiempo pasa
horizons-phase-over = La partida ha terminado
horizons-tracker-round = Ronda { $round }
horizons-tracker-spirit = Espíritus
horizons-tracker-fast = Rápidos
horizons-tracker-invader = Invasores
horizons-tracker-slow = Lentos
horizons-tracker-time = El tiempo pasa
horizons-tracker-step-growth = Crecimiento
horizons-tracker-step-cards = Energía y cartas
horizons-tracker-step-fear = Miedo
horizons-tracker-step-ravage = Devastar
horizons-tracker-step-build = Construir
horizons-tracker-step-explore = Explorar
horizons-tracker-step-advance = Avanzar
horizons-speed-fast = Rápido
horizons-speed-slow = Lento
horizons-nothing = ningún territorio
horizons-speed-word-fast = rápidos
horizons-speed-word-slow = lentos
horizons-verb-destroy = destruir
horizons-verb-remove = retirar
horizons-verb-downgrade = degradar
horizons-verb-replace = reemplazar
horizons-verb-push = empujar
horizons-verb-gather = reunir
horizons-verb-carry = llevar consigo
horizons-effect-kind-range = más alcance para los poderes del espíritu
horizons-effect-kind-furious_might = el siguiente poder que inflija daño inflige +3
horizons-effect-kind-hasten = una carta lenta que empuje o reúna puede usarse como rápida
horizons-effect-kind-hastened = se ha usado una carta lenta como rápida
horizons-effect-kind-dahan_health = los Dahan tienen +4 de salud
horizons-effect-kind-no_blight = no se puede añadir plaga
horizons-effect-kind-dahan_unharmed = los Dahan ignoran el daño y los efectos de destrucción
horizons-effect-kind-vengeance = los muertos se vengan
horizons-effect-kind-powerstorm = las cartas de poder pueden repetirse
horizons-effect-kind-skip = acciones de los invasores omitidas
horizons-effect-kind-no_action = una acción de los invasores detenida
horizons-effect-kind-at_time_passes = una carta jugada puede recuperarse cuando pase el tiempo
horizons-board-aria = La partida de Horizontes de Spirit Island
horizons-board-round = Ronda { $round }
horizons-board-invaders = Invasores
horizons-board-space-ravage = Devastar
horizons-board-space-build = Construir
horizons-board-space-explore = Explorar
horizons-board-invader_deck =
    { $count ->
        [one] Queda { $count } carta
       *[other] Quedan { $count } cartas
    }
horizons-board-invader_deck-aria =
    { $count ->
        [one] Mazo de invasores: queda { $count } carta, la siguiente de la etapa { $stage }
       *[other] Mazo de invasores: quedan { $count } cartas, la siguiente de la etapa { $stage }
    }
horizons-board-invader_deck-empty = El mazo de invasores está vacío
horizons-board-stage = siguiente: etapa { $stage }
horizons-board-invader_discard =
    { $count ->
        [one] { $count } descartada
       *[other] { $count } descartadas
    }
horizons-board-fear = Miedo
horizons-board-fear_pool = Reserva { $pool }
horizons-board-fear_generated = Generado { $generated }
horizons-board-fear-aria = Miedo: { $pool } en la reserva, { $generated } generado
horizons-board-earned =
    { $count ->
        [one] { $count } carta de miedo obtenida
       *[other] { $count } cartas de miedo obtenidas
    }
horizons-board-earned-short = Obtenidas { $count }
horizons-board-fear_deck =
    { $count ->
        [one] Queda { $count } carta de miedo
       *[other] Quedan { $count } cartas de miedo
    }
horizons-board-terror = Terror { $level }
horizons-board-next_terror =
    { $count ->
        [one] terror { $level } tras { $count } carta de miedo más
       *[other] terror { $level } tras { $count } cartas de miedo más
    }
horizons-board-terror-aria = Nivel de terror { $level }
horizons-board-blight = Plaga
horizons-board-blight-short = Reserva { $count }
horizons-board-resolving = Resolviendo: { $card }
horizons-board-energy = Energía { $energy }
horizons-board-energy_per_turn = +{ $n } por ronda
horizons-board-plays = Cartas jugables: { $left } de { $total }
horizons-board-growth = Crecimiento
horizons-board-growth-option = Opción de crecimiento { $n }
horizons-board-growth-chosen = elegida
horizons-board-tracks = Pistas de presencia
horizons-board-track-space = Casilla { $n } de la { $track }: { $what }
horizons-board-track-covered = { $what } (bajo una presencia)
horizons-board-track-take = Toma la siguiente presencia de la { $track }
horizons-board-track-value-energy = { $value } de energía
horizons-board-track-value-card_plays =
    { $count ->
        [one] { $count } carta jugable
       *[other] { $count } cartas jugables
    }
horizons-board-elements = Elementos en juego
horizons-board-elements-none = Aún no hay elementos esta ronda
horizons-board-innate = Poder innato
horizons-board-innate-level = Nivel { $n }
horizons-board-innate-reached = alcanzado
horizons-board-innate-not_reached = no alcanzado
horizons-board-special_rule = Regla especial
horizons-board-rule-in_effect = Activa ahora en { $lands }
horizons-board-rule-idle-blistering_heat = Inactiva ahora: necesita un lugar sagrado
horizons-board-rule-idle-offer_no_firm_foundations = Inactiva ahora: necesita un lugar sagrado
horizons-island-rule-blistering_heat = Calor ardiente: los invasores de aquí tienen 1 de salud menos (nunca menos de 1)
horizons-island-rule-offer_no_firm_foundations = Sin cimientos firmes: una construcción aquí coloca un explorador en su lugar
horizons-island-health-explorer = Los exploradores de aquí tienen { $n } de salud
horizons-island-health-town = Los pueblos de aquí tienen { $n } de salud
horizons-island-health-city = Las ciudades de aquí tienen { $n } de salud
horizons-island-health-dahan = Los Dahan de aquí tienen { $n } de salud
horizons-board-presence_destroyed =
    { $count ->
        [one] { $count } presencia destruida
       *[other] { $count } de presencia destruida
    }
horizons-board-hand = Mano
horizons-board-hand-hidden =
    { $count ->
        [one] { $count } carta en la mano
       *[other] { $count } cartas en la mano
    }
horizons-board-played = Jugadas esta ronda
horizons-board-discard = Descartes
horizons-board-drawn = Robadas: quédate una
horizons-board-forgotten = Olvidadas
horizons-board-empty = ninguna
horizons-board-decks = Mazos de poder
horizons-board-deck-minor = Poderes menores
horizons-board-deck-major = Poderes mayores
horizons-board-deck-count =
    { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
horizons-board-deck-aria =
    { $count ->
        [one] { $deck }: { $count } carta en el mazo
       *[other] { $deck }: { $count } cartas en el mazo
    }
horizons-board-choices = Elige una pieza
horizons-board-used = usado
horizons-board-effects = Esta ronda
horizons-board-spirit-target = { $spirit } (elige este espíritu como objetivo)
horizons-board-spirits = Los espíritus
horizons-board-spirits-phase = Los espíritus: { $phase }
horizons-board-tab-aria = { $spirit }, jugado por { $person }: energía { $energy }, cartas jugables { $left } de { $total }
horizons-board-tab-show = Muestra su panel
horizons-board-tab-energy = Energía { $energy }
horizons-board-tab-plays = Cartas { $left }/{ $total }
horizons-board-spirit-state-acting = Actúa ahora
horizons-board-spirit-state-waiting = En espera
horizons-board-spirit-state-done = Ha terminado esta fase
horizons-board-spirit-state-deciding = Decidiendo
horizons-board-switch = Deja actuar a { $spirit }
horizons-board-look = Estás viendo el panel de { $spirit }: ahora no se puede elegir nada en él.
horizons-board-look-back = Vuelve a { $spirit }
horizons-board-blight-aria = { $pool } en la reserva, { $island } en la isla
horizons-board-blight-island =
    { $count ->
        [one] { $count } en la isla
       *[other] { $count } en la isla
    }
horizons-board-earned-when = Las cartas de miedo obtenidas se resuelven al comienzo de la fase de los invasores
horizons-board-team = Las cartas de los demás espíritus
horizons-board-team-hand =
    { $count ->
        [one] { $spirit }: { $count } carta en la mano
       *[other] { $spirit }: { $count } cartas en la mano
    }
horizons-board-team-drawn = Robadas, para quedarse una
horizons-card-cost =
    { $count ->
        [one] cuesta { $count } de energía
       *[other] cuesta { $count } de energía
    }
horizons-card-range-none = sin alcance
horizons-card-range-presence = alcance { $n } desde tu presencia
horizons-card-range-sacred_site = alcance { $n } desde tu lugar sagrado
horizons-card-range-presence-terrain = alcance { $n } desde tu presencia en un territorio de { $terrains }
horizons-card-target-land-any = cualquier territorio
horizons-card-target-land-invaders = un territorio con invasores
horizons-card-target-land-no_invaders = un territorio sin invasores
horizons-card-target-land-dahan = un territorio con Dahan
horizons-card-target-land-blight = un territorio con plaga
horizons-card-target-land-no_blight = un territorio sin plaga
horizons-card-target-land-coastal = un territorio costero
horizons-card-target-land-terrain = un territorio de { $terrains }
horizons-card-target-spirit-any = cualquier espíritu
horizons-card-target-spirit-another = otro espíritu (el tuyo en una partida en solitario)
horizons-card-line = { $speed } · { $range } · { $target }
horizons-card-threshold = Con { $elements }: { $text }
horizons-card-elements = Elementos: { $elements }
horizons-card-deck = { $deck } · { $cost }
horizons-card-innate = Poder innato · { $speed }
horizons-card-innate-levels = Se usa cada nivel que alcances, del primero hacia abajo.
horizons-card-fear = Carta de miedo
horizons-card-fear-level = Terror { $level }: { $text }
horizons-card-fear-earned = Las cartas de miedo obtenidas permanecen boca abajo hasta la fase de los invasores.
horizons-card-invader = Carta de invasor
horizons-card-invader-text = La devastación, la construcción y la exploración actúan en sus territorios: { $terrains }.
horizons-card-invader-discard = Descartes de invasores
horizons-card-land = { $terrain }, { $where }
horizons-growth-reclaim_all = Recuperar todas las cartas descartadas
horizons-growth-add_presence = Añadir una presencia (alcance { $range })
horizons-growth-gain_power_card = Ganar una carta de poder
horizons-growth-gain_energy = Ganar { $amount } de energía
horizons-growth-short-reclaim_all = Recuperar
horizons-growth-short-add_presence = Presencia, alcance { $range }
horizons-growth-short-gain_power_card = Carta de poder
horizons-growth-short-gain_energy = +{ $amount } de energía
horizons-effect-skip = { $land }: se omiten las acciones de los invasores ({ $actions })
horizons-effect-no_action = Los invasores no { $action ->
        [build] construyen
        [build_city] construyen ciudades
        [explore] exploran
       *[other] actúan
    } en los territorios { $where ->
        [city] con una ciudad
        [dahan] con Dahan
        [two_dahan] con 2 o más Dahan
        [dahan_outnumber] donde los Dahan superan en número a los pueblos y las ciudades
        [coastal] de la costa
       *[other] de ciertos tipos
    }
horizons-effect-other = { $land }: { $effect }
horizons-effect-elements = Elementos elegidos para esta ronda: { $elements }
horizons-button-done = Termina
horizons-button-done-play = Termina de jugar cartas
horizons-button-done-powers_fast = Termina los poderes rápidos
horizons-button-done-powers_slow = Termina los poderes lentos
horizons-button-done-push = Deja de empujar
horizons-button-done-gather = Deja de reunir
horizons-button-done-destroy = Deja de destruir
horizons-button-done-remove = Deja de retirar
horizons-button-done-downgrade = Deja de degradar
horizons-button-done-replace = Deja de reemplazar
horizons-button-done-carry = Deja de llevar piezas
horizons-button-done-land = Pasa
horizons-button-done-reclaim = No recuperes ninguna
horizons-button-element = Elemento
horizons-button-element-sun = Sol
horizons-button-element-moon = Luna
horizons-button-element-fire = Fuego
horizons-button-element-air = Aire
horizons-button-element-water = Agua
horizons-button-element-earth = Tierra
horizons-button-element-plant = Planta
horizons-button-element-animal = Animal
horizons-button-gain = Gana una carta de { $deck }
horizons-action-growth = Opción de crecimiento { $n }
horizons-action-take = Toma de la { $track } (para «{ $icon }»)
horizons-action-move = Mueve una presencia desde { $land } (para «{ $icon }»)
horizons-action-place = Coloca la presencia en { $land }
horizons-action-play = Juega { $card }
horizons-action-use = Usa { $card }
horizons-action-aim = Objetivo: { $land }
horizons-action-aim_spirit = Objetivo: { $spirit }
horizons-action-hit = 1 de daño a { $piece }
horizons-action-pick-destroy = Destruye { $piece }
horizons-action-pick-remove = Retira { $piece }
horizons-action-pick-downgrade = Degrada { $piece }
horizons-action-pick-replace = Reemplaza { $piece }
horizons-action-pick-carry = Lleva { $piece } a { $to }
horizons-action-reclaim = Recupera { $card }
horizons-action-push = Empuja { $piece } a { $to }
horizons-action-gather = Reúne { $piece } desde { $from }
horizons-action-keep = Quédate { $card }
horizons-action-forget = Olvida { $card }
horizons-action-ravage = Siguiente devastación: { $land }
horizons-action-cascade = La plaga se propaga a { $land }
horizons-action-land = { $land }
horizons-action-special = Un pueblo en { $land }
horizons-option-pay =
    { $count ->
        [one] Paga { $count } de energía
       *[other] Paga { $count } de energía
    }
horizons-option-decline = No pagues
horizons-option-damage_2 = 2 de daño
horizons-option-remove_blight = Retira 1 plaga
horizons-option-dahan_damage_distinct = Cada Dahan inflige 1 de daño a un invasor distinto
horizons-option-push_dahan_3 = Empuja hasta 3 Dahan
horizons-option-defend_6 = Defensa 6
horizons-option-damage_per_dahan = 1 de daño por cada Dahan
horizons-option-gather_dahan_3 = Reúne hasta 3 Dahan
horizons-option-push_explorer_town_per_dahan = Empuja 1 explorador o pueblo por cada Dahan
horizons-option-push_dahan_1 = Empuja 1 Dahan
horizons-option-damage_each_town_city = 1 de daño a cada pueblo y ciudad
horizons-option-defend_10 = Defensa 10
horizons-option-push_explorer_1 = Empuja 1 explorador
horizons-option-fear_2 = 2 de miedo
horizons-option-gather_explorer_town_1 = Reúne 1 explorador o pueblo
horizons-option-gather_dahan_2 = Reúne hasta 2 Dahan
horizons-option-damage_per_blight = 1 de daño por cada plaga
horizons-option-track_energy = Tómala de la Pista de energía
horizons-option-track_card_plays = Tómala de la Pista de cartas jugables
horizons-option-deck_minor = Poderes menores
horizons-option-deck_major = Poderes mayores
horizons-option-next_level = Pasa al siguiente nivel
horizons-option-stop_here = Detente aquí
horizons-option-gain_2_energy = Gana 2 de energía
horizons-option-pay_for_damage = Paga 1 de energía por 1 de daño en un territorio con tu presencia
horizons-option-push_dahan = Empuja 1 Dahan fuera de este territorio
horizons-option-gather_dahan = Reúne 1 Dahan en este territorio
horizons-option-repeat = Repite la carta (vuelve a pagar su coste)
horizons-prompt-who = { $spirit } ({ $name }): { $text }
horizons-prompt-growth = Elige una opción de crecimiento
horizons-prompt-play =
    { $plays ->
        [0] No te quedan cartas jugables ({ $energy } de energía): elige «{ $done ->
        [none] Termina
       *[other] { $done }
    }»
        [one] Juega cartas de tu mano: te queda 1 carta jugable y { $energy } de energía. Después, elige «{ $done ->
        [none] Termina
       *[other] { $done }
    }»
       *[other] Juega cartas de tu mano: te quedan { $plays } cartas jugables y { $energy } de energía. Después, elige «{ $done ->
        [none] Termina
       *[other] { $done }
    }»
    }
horizons-prompt-grow = Crecimiento: { $left ->
        [one] queda 1 icono
       *[other] quedan { $left } iconos
    }. Elige { $choices ->
        [none] una opción resaltada
       *[other] { $choices }
    }
horizons-prompt-grow-take = una pista de la que tomar una presencia
horizons-prompt-grow-move = una presencia de la isla para moverla
horizons-prompt-grow-gain = un mazo de poder
horizons-prompt-place =
    { $range ->
        [0] Elige un territorio resaltado para la presencia (alcance 0: un territorio donde ya tengas presencia)
       *[other] Elige un territorio resaltado para la presencia (alcance { $range } desde tu presencia)
    }
spirit_island_horizons-prompt-gain_deck = Elige el mazo del que ganar una carta de poder
spirit_island_horizons-prompt-keep = Elige la carta que te quedas; las demás se descartan
spirit_island_horizons-prompt-forget = Has ganado un poder mayor: elige una carta para olvidarla
horizons-prompt-powers_fast = Poderes rápidos: elige un poder resaltado para usarlo, o «{ $done ->
        [none] Termina
       *[other] { $done }
    }»
horizons-prompt-powers_slow = Poderes lentos: elige un poder resaltado para usarlo, o «{ $done ->
        [none] Termina
       *[other] { $done }
    }»
horizons-prompt-aim = { $power }: elige su objetivo
horizons-prompt-ravage_order = Hay devastación en varios territorios: elige cuál es el siguiente
horizons-prompt-give_card = Poder entrelazado: da a { $to } una carta de poder de tu mano, o ninguna
horizons-prompt-together = ¿Qué espíritu actúa ahora?
horizons-prompt-special = Etapa II: elige un territorio del tablero { $board } sin pueblo para el nuevo pueblo
horizons-prompt-damage =
    { $n } de daño en { $land }{ $purpose ->
        [counterattack] {" "}(los Dahan contraatacan)
       *[other] {""}
    }: elige la pieza que recibe el siguiente punto
horizons-prompt-pick =
    { $verb_id ->
        [carry] Elige { $one } para llevar a { $into }: { $done ->
        [none] { $n } por elegir
       *[other] hasta { $n } más, o «{ $done }»
    }
       *[other] Elige { $one } para { $verb }{ $into ->
        [none] {""}
       *[other] {" "}(se convierte en { $into })
    }: { $done ->
        [none] { $n } por elegir
       *[other] hasta { $n } más, o «{ $done }»
    }
    }
horizons-prompt-move =
    { $verb_id ->
        [push] Empuja { $what } desde { $land }: { $done ->
        [none] { $n } por empujar
       *[other] hasta { $n } más
    }. Elige un territorio resaltado al que empujar una pieza{ $done ->
        [none] {""}
       *[other] , o «{ $done }»
    }
       *[other] Reúne { $what } en { $land }: { $done ->
        [none] { $n } por reunir
       *[other] hasta { $n } más
    }. Elige un territorio resaltado del que reunir una pieza{ $done ->
        [none] {""}
       *[other] , o «{ $done }»
    }
    }
horizons-prompt-land =
    { $purpose ->
        [origin] Elige el lugar sagrado del que sale la presencia (el propio objetivo: se queda allí)
        [renewal] Elige el territorio al que vuelve la presencia destruida
        [wings] Elige el territorio al que vuelan los Dahan (Defensa 5 allí)
        [heal] Elige el territorio del que se retira 1 plaga
        [vengeance] Elige el territorio que recibe el siguiente punto de daño de la venganza
        [repeat] Elige el territorio adyacente donde se repite el poder
        [gather_presence] Elige el territorio adyacente cuya presencia se mueve a este territorio
        [searing_heat] Elige el territorio con tu presencia que recibe 1 de daño
        [boon] Elige el territorio con presencia del espíritu objetivo que protege el poder «Bendición de la guardia vigilante»
        [dahan_raid] Elige el territorio donde los Dahan atacan a los invasores
        [dahan_enheartened] Elige el territorio donde los Dahan se mueven y se envalentonan
        [retreat] Elige el territorio del que huyen los invasores (son empujados)
        [seek_safety] Elige el territorio donde los invasores buscan refugio
        [tall_tales_of_savagery] Elige el territorio con Dahan del que retirar invasores
        [belief_takes_root] Elige el territorio con tu presencia del que retirar invasores
       *[other] Elige un territorio resaltado
    }{ $done ->
        [none] {""}
       *[other] , o «{ $done }»
    }
horizons-prompt-damage_distinct =
    { $n ->
        [one] 1 de daño en { $land }: elige el invasor que lo recibe
       *[other] { $n } de daño en { $land }, cada punto a un invasor distinto: elige el siguiente
    }
horizons-prompt-choose_elements =
    { $n ->
        [one] Elige 1 elemento distinto más para esta ronda
       *[other] Elige { $n } elementos distintos más para esta ronda
    }
horizons-prompt-reclaim_one = Recupera en tu mano 1 carta jugada en lugar de descartarla: elígela, o «{ $done ->
        [none] Termina
       *[other] { $done }
    }»
horizons-prompt-pick_among = Elige una pieza resaltada para { $verb }: { $done ->
        [none] { $n } por elegir
       *[other] hasta { $n } más, o «{ $done }»
    }
horizons-prompt-remove_health = Retira { $what } de { $land }, hasta { $n } de salud en total: elige una pieza resaltada{ $done ->
        [none] {""}
       *[other] , o «{ $done }»
    }
horizons-prompt-option = Elige una opción
horizons-prompt-from_power = { $power } — { $text }
horizons-prompt-cascade = La plaga de { $land } se propaga: elige un territorio adyacente para ella
horizons-prompt-effect = El poder se resuelve
horizons-prompt-waiting = Los invasores actúan…
horizons-log-first_explore = Antes de la ronda 1, los invasores exploran ({ $card }): exploradores en { $lands }
horizons-log-round = Empieza la ronda { $round }
horizons-log-phase = { $phase }
horizons-log-time_passes = El tiempo pasa: las cartas jugadas van a los descartes, el daño se cura y terminan los efectos de esta ronda
horizons-log-growth = { $seat } crece con la opción { $option }
horizons-log-energy = { $seat } gana { $n } de energía
horizons-log-reclaim = { $seat } recupera { $cards }
horizons-log-play = { $seat } juega { $card } (paga { $paid } de energía)
horizons-log-icon_skipped =
    { $count ->
        [one] { $seat }: { $count } icono de crecimiento no se puede realizar y se omite
       *[other] { $seat }: { $count } iconos de crecimiento no se pueden realizar y se omiten
    }
horizons-log-presence_added = { $seat } toma una presencia de la { $track } y la coloca en { $land }
horizons-log-presence_moved = { $seat } mueve una presencia de { $land } a { $to }
horizons-log-drew =
    { $count ->
        [one] { $seat } roba { $count } carta de { $deck }: { $cards }
       *[other] { $seat } roba { $count } cartas de { $deck }: { $cards }
    }
horizons-log-card_given = { $seat } da { $card } a { $to }
horizons-log-kept = { $seat } se queda { $card } y descarta { $discarded }
horizons-log-forgot = { $seat } olvida { $card }
horizons-log-spirit_done =
    { $plays ->
        [none] { $seat } termina la fase de los espíritus
        [0] { $seat } termina la fase de los espíritus
        [one] { $seat } termina la fase de los espíritus (1 carta jugable sin usar)
       *[other] { $seat } termina la fase de los espíritus ({ $plays } cartas jugables sin usar)
    }
horizons-log-powers_done =
    { $unused ->
        [none] { $seat } termina con los poderes { $speed }
       *[other] { $seat } termina con los poderes { $speed }; sin usar, perdidos: { $unused }
    }
horizons-log-use =
    { $seat } usa { $power }{ $target ->
        [none] {""}
       *[other] {" "}sobre { $target }
    }
horizons-log-fear_card = Carta de miedo { $card } en el nivel de terror { $level }
horizons-log-fear_card_done = La carta de miedo { $card } se ha resuelto y se descarta
horizons-log-fear_card_earned = Se obtiene una carta de miedo (nivel de terror { $terror })
horizons-log-terror_rises = El nivel de terror sube a { $terror }
horizons-log-fear =
    { $count ->
        [one] { $count } de miedo
       *[other] { $count } de miedo
    }
horizons-log-ravage = Devastación en { $land }: { $damage } de daño
horizons-log-dahan_hurt = Dahan en { $land }: destruidos, { $destroyed }; dañados, { $damaged }
horizons-log-counterattack = { $land }: los Dahan contraatacan con { $damage } de daño
horizons-log-switch = { $seat } espera y deja actuar a { $to }
horizons-log-build_stopped = { $land }: se impide la construcción
horizons-log-foundations = Sin cimientos firmes: la construcción en { $land } coloca un explorador
horizons-log-explore = Los invasores exploran: { $card }
horizons-log-explore_stopped = { $land }: se impide la exploración
horizons-log-invader_deck_empty = No queda ninguna carta de invasor que revelar
horizons-log-advance = Las cartas de invasor avanzan: { $ravage } a Devastar, { $build } a Construir
horizons-log-special = Etapa II ({ $card }): un pueblo en { $lands }
horizons-log-cascade = La plaga se propaga de { $land } a { $to }
horizons-log-added =
    { $n ->
        [one] Se añade a { $land }: { $piece }
       *[other] Se añaden a { $land }: { $n } × { $piece }
    }
horizons-log-destroyed = Se destruye en { $land }: { $piece }
horizons-log-removed = Se retira de { $land }: { $piece }
horizons-log-replaced = { $piece } en { $land } se convierte en { $into }
horizons-log-moved = { $piece } se mueve de { $land } a { $to }
horizons-log-presence_destroyed =
    { $count ->
        [one] { $seat } pierde { $count } presencia en { $land }
       *[other] { $seat } pierde { $count } de presencia en { $land }
    }
horizons-log-defend = Defensa { $n } en { $land }
horizons-log-round_effect =
    { $land ->
        [none] { $effect } esta ronda
       *[other] { $land }: { $effect } esta ronda
    }
horizons-log-paid = { $seat } paga { $n } de energía
horizons-log-territorial_aggression = Agresión territorial de { $seat }: +{ $n } de daño para { $power }
horizons-log-furious_might = Don de fuerza furiosa: +{ $n } de daño para { $power }
horizons-log-dahan_trust = Los Dahan confían en los vigilantes: { $seat } puede reunir 1 Dahan en { $land }
horizons-log-elements_gained =
    { $seat } tiene { $elements } esta ronda
horizons-log-may_reclaim = { $seat } puede recuperar 1 carta jugada cuando pase el tiempo
horizons-log-reclaimed_one = { $seat } recupera { $card } en lugar de descartarla
horizons-log-unharmed = { $piece } en { $land } no sufre daño
horizons-log-blight_prevented = No se añade plaga a { $land }: permanece en la reserva
horizons-log-repeat =
    { $seat } repite { $power }{ $land ->
        [none] {""}
       *[other] {" "}en { $land }
    }
horizons-log-presence_returned =
    { $count ->
        [one] { $count } presencia destruida de { $seat } vuelve a { $land }
       *[other] { $count } presencias destruidas de { $seat } vuelven a { $land }
    }
horizons-log-invaders_stopped = Esta ronda los invasores no { $action ->
        [build] construyen
        [build_city] construyen ciudades
        [explore] exploran
       *[other] { $action }
    } en los territorios { $where ->
        [city] con una ciudad
        [dahan] con Dahan
        [two_dahan] con 2 o más Dahan
        [dahan_outnumber] donde los Dahan superan en número a los pueblos y las ciudades
        [coastal] de la costa
       *[other] { $where }
    }
horizons-log-game_over =
    { $won ->
        [true] Los espíritus ganan
       *[other] Los espíritus pierden
    } en la ronda { $round }: { $why }
horizons-refuse-not_a_choice = Eso no es una de las opciones ahora: elige una resaltada
horizons-refuse-game_over = La partida ha terminado
horizons-refuse-already_used = { $power } ya se ha usado esta ronda
horizons-refuse-not_played = { $power } no está entre tus cartas jugadas esta ronda
horizons-refuse-no_threshold = { $power }: aún no tienes los elementos para su primer nivel
horizons-refuse-wrong_speed = { $power } no se usa en esta fase: espera a la fase de su velocidad
horizons-refuse-no_target = { $power } no tiene ahora ningún territorio ni espíritu a su alcance
horizons-refuse-out_of_range = { $power } no puede tener eso como objetivo: elige un objetivo resaltado
horizons-refuse-growth_chosen = Ya has elegido una opción de crecimiento esta ronda
horizons-refuse-no_growth = Primero elige una opción de crecimiento
horizons-refuse-track_empty = No queda presencia en esa pista: toma una de la otra pista
horizons-refuse-not_in_range = Ese territorio está fuera de alcance: elige un territorio resaltado
horizons-refuse-not_in_hand = Esa carta no está en tu mano
horizons-refuse-no_plays_left = No te quedan cartas jugables esta ronda: elige «Termina de jugar cartas»
horizons-refuse-not_enough_energy = No tienes suficiente energía para esa carta
horizons-refuse-nothing_drawn = No hay cartas robadas para quedarte
horizons-refuse-gain_pending = Primero quédate una de las cartas robadas
horizons-refuse-no_forget = Ahora no hay ninguna carta que olvidar
horizons-refuse-no_presence = No tienes presencia ahí
horizons-refuse-not_a_deck = Elige el mazo de poderes menores o el de poderes mayores
horizons-refuse-not_a_land = Eso no es un territorio de esta isla
horizons-refuse-not_a_piece = Esa pieza no se puede elegir aquí
horizons-refuse-no_such_piece = Ahí no hay esa pieza: elige una resaltada
horizons-refuse-bad_amount = Esa cantidad no es posible aquí
horizons-refuse-same_land = La pieza debe moverse a otro territorio
horizons-refuse-not_adjacent = Esos territorios no son adyacentes: elige un territorio resaltado
horizons-refuse-no_cascade = Ahora no hay ninguna plaga en cascada que colocar
horizons-refuse-no_switch = Otro espíritu solo puede tomar el relevo mientras los espíritus juegan juntos una fase
horizons-refuse-switch_not_now = Termina primero este paso: otro espíritu solo puede tomar el relevo entre los pasos de este espíritu
horizons-refuse-switch_idle = Ese espíritu no tiene ningún poder que pueda usar ahora
horizons-refuse-switch_self = Ese espíritu ya está actuando
horizons-refuse-switch_done = Ese espíritu ya ha terminado esta fase: solo puede tomar el relevo un espíritu que siga esperando
horizons-refuse-same_spirit = { $spirit } ya es el espíritu de { $other }: elige otro espíritu para { $seat }
horizons-refuse-special_not_pending = No hay ningún pueblo de etapa II pendiente de colocar
horizons-refuse-special_pending = Coloca primero el pueblo de etapa II
horizons-action-give = Da { $card }
