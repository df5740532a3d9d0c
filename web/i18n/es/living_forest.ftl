# Living Forest (con las cartas promocionales Sanki y Onibi y la expansión Kodama): su nombre,
# opciones, tablero, cartas y los mensajes de historial, indicación y rechazo del motor.  El
# módulo del juego (web/games/living_forest/index.js) convierte antes en palabras los argumentos
# del motor: { $card } ya es «Erizo» y { $seat } un nombre.

# de dónde salió una acción extra, tras las palabras de la acción (la leen los mensajes que la
# referencian, con su propio $origin)
lf-origin = { $origin ->
    [corner] {" "}(bonificación de una esquina del bosque)
    [stone] {" "}(piedra del círculo)
    [animal] {" "}(acción extra de un animal)
   *[other] {""}
}

end-reason-living_forest-goal_reached = Al final de una fase de acciones, alguien había alcanzado un objetivo.
game-living_forest-name = Living Forest
game-living_forest-tagline = Llama a animales guardianes, planta árboles protectores y haz retroceder los fuegos de Onibi: gana quien llegue antes a 12.
options-living_forest-promo = Cartas promocionales Sanki y Onibi
options-living_forest-promo-false = Sin usar
options-living_forest-promo-true = En uso
options-living_forest-promo-true-about = Junto al círculo: cada una se puede atraer por 15 de sol.
options-living_forest-kodama = Expansión Kodama
options-living_forest-kodama-false = Sin usar
options-living_forest-kodama-true = En juego
options-living_forest-kodama-true-about = Objetivos de 13, o de 15 en cuanto se agote una pila de Kodamas.
options-living_forest-first_player = Tiene primero el Árbol Sagrado
options-living_forest-first_player-random = Elegido al azar
options-living_forest-first_player-seat = { $name } (puesto { $n })
seatfield-living_forest-spirit = Espíritu
seatfield-living_forest-spirit-spring = Primavera (verde)
seatfield-living_forest-spirit-summer = Verano (rojo)
seatfield-living_forest-spirit-autumn = Otoño (naranja)
seatfield-living_forest-spirit-winter = Invierno (azul)
end-tiebreak-living_forest-sum = Varios espíritus alcanzaron un objetivo: gana el que tiene el total más alto de los tres recuentos.
end-tiebreak-living_forest-shared = Varios espíritus alcanzaron un objetivo con el mismo total de los tres recuentos: comparten la victoria.
end-lf-nobody = Nadie alcanzó ningún objetivo.
end-lf-why-goal = { $name } gana al alcanzar un objetivo: { $what }.
end-lf-why-sum = Más de un espíritu alcanzó un objetivo, así que decide el total de los tres recuentos: { $name } ({ $what }) gana con { $total }, frente a { $others }.
end-lf-why-shared = { $each } alcanzaron cada uno un objetivo, con el mismo total de los tres recuentos ({ $total }): { $names } comparten la victoria.
end-lf-who_reached = { $name } con { $what }
end-lf-who_reached_total = { $total } para { $name } ({ $what })
end-lf-count-trees-n =
    { $count ->
        [one] { $count } árbol distinto
       *[other] { $count } árboles distintos
    }
end-lf-count-fires-n =
    { $count ->
        [one] { $count } fuego
       *[other] { $count } fuegos
    }
end-lf-count-flowers-n =
    { $count ->
        [one] { $count } flor sagrada
       *[other] { $count } flores sagradas
    }
end-lf-detail-winner = ganó
end-lf-detail-qualified = alcanzó un objetivo
end-lf-detail-best = mejor recuento: { $n }
end-lf-detail-count = { $n }/{ $goal } { $what }
end-lf-detail-total = {" "}· total: { $total }
handoff-body-living_forest = Le toca llamar a sus animales guardianes. Los animales que robe permanecen ocultos hasta que deje de robar. ¡No mires!
handoff-confirm-living_forest = Soy { $name }: llamo a mis animales
end-lf-trees = Árboles
end-lf-count-trees = árboles distintos
end-lf-count-fires = fuegos
end-lf-count-flowers = flores sagradas
end-lf-fires = Fuegos
end-lf-flowers = Flores
end-lf-score = Total
lf-element-sun = sol
lf-element-water = agua
lf-element-seed = brote
lf-element-wind = viento
lf-element-flower = flor sagrada
lf-tile-fire = fuego
lf-tile-flower = flor
lf-tile-tree = árbol
lf-kind-fragment = tomar un fragmento
lf-kind-attract = atraer
lf-kind-extinguish = apagar
lf-kind-plant = plantar
lf-kind-move = avanzar
lf-kind-call = llamar a un Kodama
lf-stone-plant = plantar un árbol
lf-stone-fragment = tomar un fragmento
lf-stone-attract = atraer animales
lf-stone-extinguish = apagar fuegos
lf-stone-call = llamar a un Kodama
lf-marker-solitary = solitario
lf-marker-gregarious = gregario
lf-tree = árbol de coste { $cost }
lf-tree-start = árbol inicial
lf-tree-kodama = árbol Kodama de coste { $cost }
lf-tree-per_kodama = +1 { $element } por cada símbolo de Kodama
lf-tree-special = te permite realizar la misma acción dos veces
lf-bonus = +{ $n } { $element }
lf-card-effect-sanki = 5 flores sagradas
lf-card-effect-onibi = los demás solo realizan una acción esta ronda
lf-spirit-spring = Primavera
lf-spirit-summer = Verano
lf-spirit-autumn = Otoño
lf-spirit-winter = Invierno
lf-info-amount = { $n } de { $element }
lf-info-title-tree = Árbol de coste { $cost }
lf-info-title-kodama_tree = Árbol Kodama de coste { $cost }
lf-info-title-start_tree = Árbol inicial
lf-info-card-nothing = En tu fila de ayudantes no da ningún elemento.
lf-info-card-gives = En tu fila de ayudantes da { $gives }.
lf-info-card-takes = En tu fila de ayudantes resta { $takes }.
lf-info-card-gives_takes = En tu fila de ayudantes da { $gives } y resta { $takes }.
lf-info-marker-solitary = Solitario (un símbolo negro): con 3 símbolos negros que nada anule, debes dejar de robar y solo realizas una acción.
lf-info-marker-gregarious = Gregario (un símbolo blanco): anula un símbolo negro de tu fila.
lf-info-effect-sanki = Sus 5 flores sagradas cuentan para tu objetivo de flores mientras esté en tu fila.
lf-info-effect-onibi = Mientras esté en tu fila, cada uno de los demás espíritus solo realiza una acción esta ronda.
lf-info-kodama_symbols =
    { $count ->
        [one] Muestra 1 símbolo de Kodama: al empezar tus acciones, gasta símbolos en un fragmento (2), una loseta de elemento (3) o una acción adicional (4).
       *[other] Muestra { $count } símbolos de Kodama: al empezar tus acciones, gasta símbolos en un fragmento (2), una loseta de elemento (3) o una acción adicional (4).
    }
lf-info-ability-same_action_twice = Mientras esté en tu fila, puedes { $kind } en tus dos acciones.
lf-info-ability-bonus_action = Mientras esté en tu fila, te da una acción extra para { $kind }, además de tus propias acciones (una vez por ronda).
lf-info-cost-animal = Atráelo con { $cost } de sol: va boca abajo encima de tu mazo de robo. Al final de la ronda trae un fuego de { $fire } al centro.
lf-info-cost-promo = Atráelo con { $cost } de sol: va boca abajo encima de tu mazo de robo y no trae ningún fuego.
lf-info-cost-kodama = Llámalo cuando tus flores sagradas lleguen a { $cost } (no se paga nada): va encima de tu mazo de robo y después Onibi se mueve.
lf-info-varan = Al final de una ronda, Onibi da varanos de fuego a los espíritus cuya agua es menor que sus fuegos. Un fragmento gastado en uno recién robado lo devuelve a la reserva.
lf-info-sub-varan = Varano de fuego
lf-info-sub-kodama = Carta de Kodama (pila de { $stack })
lf-info-sub-kodama_start = Carta de Kodama inicial
lf-info-sub-promo = Carta promocional, junto al círculo
lf-info-sub-start = Animal inicial
lf-info-sub-level = Animal guardián, nivel { $level }
lf-info-sub-tree = Árbol protector, cuesta { $cost } de brote
lf-info-sub-start_tree = Árbol inicial
lf-info-sub-fire = Ficha de fuego
lf-info-sub-vtile = Loseta de victoria
lf-info-sub-stone = Círculo de los Espíritus
lf-info-sub-token = Ficha
lf-info-sub-kodama_part = Expansión Kodama
lf-info-tree-start = Está en el centro de tu bosque desde el principio y cuenta como un tipo para el objetivo de árboles.
lf-info-tree-bonus = Una vez plantado, da { $bonus } de forma permanente: cuenta para cada acción a partir de entonces, incluida la siguiente.
lf-info-tree-special = Una vez plantado, tus dos acciones de una ronda pueden ser del mismo tipo.
lf-info-tree-per_kodama = Una vez plantado, da 1 de { $element } por cada símbolo de Kodama de tu fila y tu bosque, contados de nuevo cada ronda.
lf-info-tree-symbols =
    { $count ->
        [one] Una vez plantado, muestra 1 símbolo de Kodama.
       *[other] Una vez plantado, muestra { $count } símbolos de Kodama.
    }
lf-info-tree-plant = Plántalo con { $cost } de brote en un espacio vacío junto a uno de tus árboles (no en diagonal).
lf-info-tree-once = Cada espíritu puede plantar este tipo solo una vez.
lf-info-tree-goal = Cada tipo distinto de tu bosque cuenta 1 para el objetivo de árboles; un segundo árbol del mismo tipo no vuelve a contar.
lf-info-tree-left =
    { $count ->
        [one] Queda 1 en el expositor.
       *[other] Quedan { $count } en el expositor.
    }
lf-info-fire-put_out = Apágalo con { $value } de agua: te quedas la ficha, y cada una cuenta 1 para el objetivo de fuegos, sea cual sea su valor.
lf-info-fire-attack = Al final de la ronda, Onibi ataca con el total de los fuegos que queden en el centro: cada espíritu con menos agua recibe un varano de fuego por cada fuego.
lf-info-vtile-fire = Loseta de victoria de fuego
lf-info-vtile-flower = Loseta de victoria de flor
lf-info-vtile-tree = Loseta de victoria de árbol
lf-info-vtile-counts-fire = Cuenta 1 para el objetivo de fuegos de quien la tiene.
lf-info-vtile-counts-flower = Cuenta 1 para el objetivo de flores de quien la tiene.
lf-info-vtile-counts-tree = Cuenta 1 para el objetivo de árboles de quien la tiene.
lf-info-vtile-steal = Un espíritu que salta en el círculo al espíritu de quien la tiene toma una loseta de victoria a su elección.
lf-info-etile = Loseta de elemento
lf-info-etile-buy = Se compra con 3 símbolos de Kodama al empezar tus acciones; puedes guardarla para una ronda posterior.
lf-info-etile-use = Si la usas durante tus acciones, se convierte en 2 de sol, agua o brote, o en 1 de viento o flor sagrada, hasta el final de la ronda; después vuelve a la reserva.
lf-info-stone-plant = Un espíritu que se detiene aquí planta un árbol de inmediato, con su brote.
lf-info-stone-fragment = Un espíritu que se detiene aquí toma un fragmento.
lf-info-stone-attract = Un espíritu que se detiene aquí atrae animales de inmediato, con su sol.
lf-info-stone-extinguish = Un espíritu que se detiene aquí apaga fuegos de inmediato, con su agua.
lf-info-stone-call = Un espíritu que se detiene aquí llama a un Kodama, con sus flores sagradas.
lf-info-stone-move = Al avanzar con viento solo cuentan las piedras libres: los espíritus del camino se saltan, y cada uno saltado cede una loseta de victoria.
lf-info-fragment = Fragmento
lf-info-fragment-get = Toma uno como acción, desde una piedra de fragmento o desde una esquina del bosque.
lf-info-fragment-use = Mientras llamas a los animales, gasta uno para devolver la carta que acabas de robar (un varano de fuego vuelve a su reserva).
lf-info-sacred = Árbol Sagrado
lf-info-sacred-text = Quien lo tiene llama a sus animales y actúa primero esta ronda; al final de la ronda pasa al siguiente espíritu en el sentido de las agujas del reloj.
lf-info-onibi-text = Después de cada llamada a un Kodama, Onibi avanza en el sentido de las agujas del reloj; por cada espíritu que salta, añade un fuego de 2 al centro. Los espíritus que avanzan también lo saltan.
lf-board-round = Ronda { $round }
lf-board-phase-draw = Animales guardianes
lf-board-phase-actions = Acciones
lf-board-phase-over = Fin de la partida
lf-board-status-draw = { $name } está llamando a sus animales
lf-board-status-act = { $name } está actuando
lf-board-status-over = La partida ha terminado.
lf-board-holder = { $name } tiene el Árbol Sagrado
lf-board-round_end = Fin de la ronda { $round }
lf-board-circle = Círculo de los Espíritus
lf-board-centre = Fuegos en el centro
lf-board-centre-total = Fuerza de Onibi: { $total }
lf-board-centre-aria =
    { $count ->
        [one] { $count } fuego en el centro, total { $total }
       *[other] { $count } fuegos en el centro, total { $total }
    }
lf-board-fire-aria = Fuego de valor { $value }
lf-board-stone-aria = Piedra { $n }: { $action }
lf-board-stone-spirits = { $text }; espíritu de { $names }
lf-board-market = Animales guardianes para atraer
lf-board-level = Nivel { $level }
lf-board-level-deck =
    { $count ->
        [one] Queda { $count } carta
       *[other] Quedan { $count } cartas
    }
lf-board-slot-empty = Atraído
lf-board-promo = Junto al círculo
lf-board-rack = Árboles protectores
lf-board-rack-left = ×{ $left }
lf-board-rack-aria = { $tree }: cuesta { $cost } de brote, { $bonus }, quedan { $left }
lf-board-supply = Reserva
lf-board-varans = Varanos de fuego
lf-board-varans-left =
    { $count ->
        [one] Queda { $count } varano de fuego en la reserva
       *[other] Quedan { $count } varanos de fuego en la reserva
    }
lf-board-fragments = Fragmentos
lf-board-fragment-take = Toma un fragmento
lf-board-attracted = Atraídos esta ronda: { $a } · { $b } · { $c }
lf-board-players = Espíritus
lf-board-seat-aria = Bosque, fila y pilas de { $name }
lf-board-seat-open = Muestra
lf-board-seat-fold = Oculta
lf-board-seat-open-aria = Muestra el bosque, la fila y las pilas de { $name }
lf-board-seat-fold-aria = Oculta el bosque, la fila y las pilas de { $name }
lf-board-card-level = nivel { $level },{" "}
lf-board-pile-top-label = Encima:
lf-board-seat-you = tú
lf-board-seat-bot = máquina ({ $level })
lf-board-seat-holder = Árbol Sagrado
lf-board-seat-state-waiting = esperando para robar
lf-board-seat-state-drawing = robando
lf-board-seat-state-drawn = ha robado
lf-board-seat-state-acting = actuando
lf-board-seat-state-done = ha terminado
lf-board-progress-trees = Árboles distintos
lf-board-progress-fires = Fuegos
lf-board-progress-flowers = Flores sagradas
lf-board-progress-value = { $n }/{ $goal }
lf-board-progress-hidden = ?/{ $goal }
lf-board-forest = Bosque de { $name }
lf-board-space-aria = Espacio del bosque, columna { $col }, fila { $row }: { $what }
lf-board-space-empty = vacío
lf-board-corner-attract = planta aquí: atrae con +{ $amount } de sol
lf-board-corner-extinguish = planta aquí: apaga con +{ $amount } de agua
lf-board-corner-fragments = planta aquí: { $amount } fragmentos
lf-board-line-bonus = Al completarla: +{ $n } { $element }
lf-board-line-bonus-full = Completa: +{ $n } { $element } de forma permanente
lf-board-line = Fila de ayudantes
lf-board-line-hidden = Todavía llamando a sus animales…
lf-board-line-empty = Aún no hay ningún animal
lf-board-totals = Fuerza (fila + bosque)
lf-board-totals-aria = { $element } { $total } ({ $bonus } del bosque)
lf-board-solitary = Solitarios { $n }/3
lf-board-solitary-hidden = Solitarios ?
lf-board-actions =
    { $count ->
        [one] { $count } acción esta ronda
       *[other] { $count } acciones distintas esta ronda
    }
lf-board-used = Realizadas: { $list }
lf-board-pile = Mazo de robo
lf-board-pile-count =
    { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
lf-board-pile-top = Encima: { $cards }
lf-board-pile-aria = Tu mazo de robo, { $cards }: roba una carta
lf-board-discard = Descartes
lf-board-discard-show = Mira tu pila de descartes ({ $count })
lf-board-discard-empty = Tu pila de descartes está vacía.
lf-board-fires = Fuegos apagados
lf-board-tiles = Losetas de victoria
lf-board-tile-aria = Loseta de victoria de { $tile } de { $name }
lf-board-tiles-none = ninguna
lf-board-drawn = recién robada
lf-board-card-aria = { $name }{ $marker }: { $elements }{ $cost }
lf-board-card-cost = , cuesta { $cost } de sol
lf-board-card-nothing = ningún elemento
lf-board-task-attract = Sol restante: { $left }
lf-board-task-extinguish = Agua restante: { $left }
lf-board-task-kodama = Kodama por gastar: { $left }
lf-board-kodama = Kodama
lf-board-kodama-stack-flower = Pila de flor
lf-board-kodama-stack-tree = Pila de árbol
lf-board-kodama-stack-water = Pila de agua
lf-board-kodama-count =
    { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
lf-board-kodama-short-flower = Flor
lf-board-kodama-short-tree = Árbol
lf-board-kodama-short-water = Agua
lf-board-kodama-empty = Vacía: ahora el objetivo es 15
lf-board-kodama-removed =
    { $count ->
        [one] { $count } carta apartada sin ver
       *[other] { $count } cartas apartadas sin ver
    }
lf-board-kodama-goals = Objetivos: árboles { $trees }, fuegos { $fires }, flores { $flowers }
lf-board-kodama-symbols = Símbolos de Kodama en la fila y el bosque: { $n }
lf-board-kodama-cost = , se llama con { $cost } flores sagradas
lf-board-card-symbols =
    { $count ->
        [one] , { $count } símbolo de Kodama
       *[other] , { $count } símbolos de Kodama
    }
lf-board-card-ability-same_action_twice = ; permite { $kind } en las dos acciones
lf-board-card-ability-bonus_action = ; una acción extra: { $kind }
lf-board-onibi = Onibi
lf-board-onibi-aria = { $text }; la figura de Onibi
lf-board-element_tiles = Losetas de elemento
lf-board-element_tiles-aria =
    { $count ->
        [one] { $count } loseta de elemento guardada
       *[other] { $count } losetas de elemento guardadas
    }
lf-board-element_used = Losetas en uso: { $list }
lf-board-extra =
    { $count ->
        [one] +{ $count } acción adicional
       *[other] +{ $count } acciones adicionales
    }
lf-board-bonus_actions = Acciones extra: { $list }
lf-button-draw = Roba una carta
lf-button-stop = Deja de robar
lf-button-discard_drawn = Gasta un fragmento en la carta «{ $card }»
lf-button-discard_drawn-help = Va a tu pila de descartes (un varano de fuego, de vuelta a su reserva).
lf-button-take_fragment = Toma un fragmento
lf-button-pass = Termina mis acciones
lf-button-clear = Elige de nuevo
lf-button-done-attract = No atraigas nada
lf-button-done-attract-more = Termina de atraer
lf-button-done-extinguish = No apagues nada
lf-button-done-extinguish-more = Termina de apagar
lf-button-done-plant = No plantes nada
lf-button-done-call = No llames a ningún Kodama
lf-button-done-kodama = Guarda el resto
lf-button-kodama-fragment = Un fragmento (2 Kodama)
lf-button-kodama-tile = Una loseta de elemento (3 Kodama)
lf-button-kodama-action = Una acción adicional (4 Kodama)
lf-button-use_tile = Usa una loseta de elemento
lf-button-tile-cancel = Ahora no
lf-prompt-tile = Elige en qué elemento de los totales de tu fila se convierte tu loseta (+2 de sol, agua o brote; +1 de viento o flor sagrada).
lf-button-bonus = Acción extra de la carta «{ $card }»: { $kind }
lf-button-bonus-cancel = Sin la acción extra
lf-prompt-bonus = La acción extra de la carta «{ $card }»: elige qué hace.
lf-button-steal = Toma su loseta de { $tile }
lf-button-move =
    { $count ->
        [one] Avanza 1 piedra
       *[other] Avanza { $count } piedras
    }
lf-hint-tree_first = Elige primero un árbol del expositor y después un espacio de tu bosque.
lf-prompt-tree_picked = Ahora elige dónde plantar en tu bosque el { $tree }.
lf-prompt-space_picked = Ahora elige el árbol que vas a plantar ahí.
lf-try-draw = robar una carta
lf-try-discard_drawn = gastar un fragmento en una carta
lf-try-stop = dejar de robar
lf-try-take_fragment = tomar un fragmento
lf-try-attract = atraer un animal
lf-try-extinguish = apagar un fuego
lf-try-plant = plantar un árbol
lf-try-move = avanzar con tu espíritu
lf-try-pass = terminar tus acciones
lf-try-done = terminar esta elección
lf-try-steal = tomar una loseta de victoria
lf-try-kodama = gastar símbolos de Kodama
lf-try-use_tile = usar una loseta de elemento
lf-try-call = llamar a un Kodama
lf-buy-fragment = un fragmento
lf-buy-tile = una loseta de elemento
lf-buy-action = una acción adicional
lf-refuse-unknown = Esa no es una jugada de Living Forest. Los lugares resaltados y los botones bajo la indicación muestran lo que puedes hacer.
lf-refuse-other = Eso no es posible ahora mismo. Los lugares resaltados y los botones bajo la indicación muestran lo que puedes hacer.
lf-refuse-now-draw = Ahora no puedes { $tried }: los espíritus están llamando a sus animales guardianes. Roba una carta de tu mazo o deja de robar; las acciones llegan cuando todos hayan robado.
lf-refuse-now-action = Ahora no puedes { $tried }: es el momento de actuar. Elige una acción (un animal, un fuego, un árbol, una piedra resaltados o los fragmentos) o termina tus acciones.
lf-refuse-now-attract = Ahora no puedes { $tried }: primero termina de atraer. Elige otro animal resaltado que tu sol aún pueda pagar, o termina de atraer.
lf-refuse-now-extinguish = Ahora no puedes { $tried }: primero termina de apagar fuegos. Elige otro fuego resaltado que tu agua aún cubra, o termina.
lf-refuse-now-plant = Ahora no puedes { $tried }: tu espíritu ha llegado a una piedra de plantar. Elige un árbol y un espacio de tu bosque, o no plantes nada.
lf-refuse-now-steal = Ahora no puedes { $tried }: has saltado a un espíritu. Primero elige cuál de sus losetas de victoria tomas.
lf-refuse-now-kodama = Ahora no puedes { $tried }: primero gasta tus símbolos de Kodama (2 por un fragmento, 3 por una loseta de elemento, 4 por una acción adicional) o guarda el resto.
lf-refuse-now-call = Ahora no puedes { $tried }: tu espíritu ha llegado a una piedra de llamada. Llama a un Kodama boca arriba resaltado, o no llames a ninguno.
lf-refuse-now-over = La partida ha terminado: mira los resultados o empieza una nueva partida desde el menú.
lf-refuse-draw-solitary =
    Hay { $limit } animales solitarios en tu fila: debes dejar de robar{ $drawn ->
        [true] { $fragments ->
            [0] {""}
            [none] {""}
           *[other] {" "}(o gastar un fragmento para devolver la carta que acabas de robar)
        }
       *[other] {""}
    }.
lf-refuse-draw-empty = Tu mazo de robo y tu pila de descartes están vacíos, así que no queda nada que robar: deja de robar.
lf-refuse-fragment-none = No tienes ningún fragmento que gastar: sigue robando o deja de robar.
lf-refuse-fragment-not_drawn = Un fragmento solo devuelve la carta que acabas de robar: roba primero una carta, o deja de robar.
lf-refuse-kodama-off = Esta partida se juega sin la expansión Kodama: elige en su lugar uno de los lugares resaltados.
lf-refuse-bonus-none =
    { $animal ->
        [none] Ese animal no da
       *[other] La carta «{ $animal }» no da
    } ninguna acción extra ahora: no está en tu fila, o su acción extra ya se usó esta ronda. Elige en su lugar una de tus propias acciones.
lf-refuse-bonus-kind = La acción extra de la carta «{ $animal }» sirve para { $kind }, no para { $wanted }: elige uno de los lugares que resalta, o cancela la acción extra.
lf-refuse-repeat = Ya elegiste { $kind } esta ronda, y tus acciones deben ser distintas: elige otra acción o termina tus acciones. (Un árbol de coste 11 en tu bosque, o un animal que lo permita, te deja repetir una).
lf-refuse-no_action = No te queda ninguna acción esta ronda: termina tus acciones.
lf-refuse-kodama-buy = Los símbolos de Kodama compran un fragmento (2 símbolos), una loseta de elemento (3) o una acción adicional (4): elige uno de ellos o guarda el resto.
lf-refuse-kodama-cost =
    { $buy_id ->
        [fragment] Un fragmento cuesta
        [tile] Una loseta de elemento cuesta
       *[action] Una acción adicional cuesta
    } { $cost } símbolos de Kodama y te quedan { $left }: elige algo más barato o guarda el resto.
lf-refuse-tile-none = No tienes ninguna loseta de elemento: elige otra acción.
lf-refuse-tile-element = Una loseta de elemento se convierte en sol, agua, brote, viento o flor sagrada: elige uno de tus totales resaltados.
lf-refuse-call-offer = Solo se puede llamar al Kodama boca arriba de encima de cada pila: elige uno resaltado.
lf-refuse-call-cost = Este Kodama necesita { $cost } flores sagradas y tienes { $flowers }: elige un Kodama más barato u otra acción.
lf-refuse-attract-offer =
    { $card ->
        [none] Esa carta no está
       *[other] La carta «{ $card }» no está
    } en el mercado: elige un animal boca arriba resaltado del mercado (o una carta resaltada junto al círculo).
lf-refuse-attract-cost = La carta «{ $card }» cuesta { $cost } de sol y { $more ->
        [true] te quedan { $sun }: elige un animal más barato o termina de atraer.
       *[other] tienes { $sun }: elige un animal más barato u otra acción.
    }
lf-refuse-fire-none = No hay ningún fuego { $fire ->
        [none] {""}
       *[other] de { $fire }{" "}
    }en el centro del círculo: elige uno de los fuegos que hay allí.
lf-refuse-fire-cost = Un fuego de { $fire } necesita { $fire } de agua y { $more ->
        [true] te quedan { $water }: elige un fuego más pequeño o termina de apagar fuegos.
       *[other] tienes { $water }: elige un fuego más pequeño u otra acción.
    }
lf-refuse-plant-tree = Elige primero un árbol del expositor y después un espacio resaltado de tu bosque.
lf-refuse-plant-kodama_twice = Ya tienes un { $tree } en tu bosque, y cada árbol Kodama solo se puede plantar una vez: elige otro árbol.
lf-refuse-plant-gone = No queda ningún { $tree } en el expositor: elige otro árbol.
lf-refuse-plant-cost = El { $tree } cuesta { $cost } de brote y tienes { $seed }: elige un árbol más barato u otra acción.
lf-refuse-plant-space = Un árbol va en un espacio vacío junto a un árbol de tu bosque (no en diagonal): elige un espacio resaltado.
lf-refuse-move-stone = Elige la piedra donde se detiene tu espíritu: las piedras resaltadas son las que alcanza tu viento.
lf-refuse-move-no_wind = No tienes viento esta ronda, así que tu espíritu no puede avanzar: elige otra acción.
lf-refuse-move-far = Con { $wind } de viento, tu espíritu avanza { $wind ->
        [one] 1 piedra libre
       *[other] de 1 a { $wind } piedras libres
    }, no tan lejos: elige una piedra resaltada.
lf-refuse-move-occupied =
    { $onibi ->
        [true] Onibi está
       *[other] Otro espíritu está
    } en esa piedra: se salta y nadie puede detenerse en ella. Elige una piedra resaltada.
lf-refuse-move-count = Tu espíritu llega a esa piedra en { $steps } pasos (las piedras con espíritus se saltan, no se cuentan): vuelve a elegirla en el círculo.
lf-refuse-steal-none = { $from } no tiene ninguna loseta de victoria de { $tile }: toma una de las losetas que tiene.
lf-refuse-steal-kind = Una loseta de victoria es de fuego, de flor o de árbol: elige una que tenga el espíritu que has saltado.
living_forest-prompt-draw =
    { $solitary ->
        [none] Llama a tus animales: roba una carta o deja de robar.
        [3] Hay tres animales solitarios: gasta un fragmento en el último o deja de robar.
       *[other] Llama a tus animales: roba una carta o deja de robar (solitarios { $solitary }/3, { $fragments ->
            [one] 1 fragmento
           *[other] { $fragments } fragmentos
        }).
    }
living_forest-prompt-action = Realiza una acción (te quedan { $left }): atraer animales, apagar fuegos, plantar un árbol, avanzar con tu espíritu, tomar un fragmento{ $kodama ->
        [true] , llamar a un Kodama
       *[other] {""}
    } o terminar.
living_forest-prompt-attract =
    { $picked ->
        [true] Atrae más animales (te quedan { $left } de sol) o termina.
       *[other] Elige animales para atraerlos con { $left } de sol{ lf-origin }.
    }
living_forest-prompt-extinguish =
    { $picked ->
        [true] Apaga más fuegos (te quedan { $left } de agua) o termina.
       *[other] Elige fuegos para apagarlos con { $left } de agua{ lf-origin }.
    }
living_forest-prompt-plant = Tu espíritu ha llegado a una piedra de plantar: elige un árbol y un espacio, o no plantes nada.
living_forest-prompt-steal = Has saltado a { $from }: toma una de sus losetas de victoria.
living_forest-prompt-kodama = Gasta tus símbolos de Kodama (te quedan { $left }): un fragmento por 2, una loseta de elemento por 3, una acción adicional por 4.
living_forest-prompt-call = Llama a un Kodama boca arriba cuyo coste en flores alcancen tus flores sagradas, o a ninguno.
living_forest-round = Ronda { $round }: { $holder } tiene el Árbol Sagrado.
living_forest-draw_turn = { $seat } llama a sus animales guardianes.
living_forest-draw =
    { $seat } roba { $card ->
        [none] una carta
       *[other] la carta { $card }
    }{ $reshuffled ->
        [true] {" "}(tras barajar su pila de descartes para formar un nuevo mazo)
       *[other] {""}
    }.
living_forest-discard_drawn =
    { $seat } gasta un fragmento para devolver { $card ->
        [none] la carta recién robada
       *[other] la carta { $card }
    } { $varan ->
        [true] a la reserva de varanos
       *[other] a su pila de descartes
    }.
living_forest-line =
    { $seat } { $forced ->
        [true] tiene que dejar de robar
       *[other] deja de robar
    } con { $cards ->
        [none] ningún animal
       *[other] { $cards }
    } (solitarios: { $solitary }).
living_forest-action_phase = Empiezan las acciones.{ $onibi ->
        [none] {""}
       *[other] {" "}{ $onibi } muestra a Onibi: los demás solo realizan una acción.
    }
living_forest-turn =
    Acciones de { $seat } ({ $actions ->
        [one] una acción
       *[other] dos acciones distintas
    }).
living_forest-take_fragment =
    { $seat } toma { $amount ->
        [one] 1 fragmento
       *[other] { $amount } fragmentos
    }.
living_forest-attract =
    { $seat } atrae la carta { $card } (coste { $cost }){ lf-origin }.
living_forest-extinguish =
    { $seat } apaga un fuego de { $fire }{ lf-origin }.
living_forest-decline =
    { $seat } decide no { $kind }{ lf-origin }.
living_forest-nothing =
    { $seat } no puede { $kind }{ lf-origin }.
living_forest-plant =
    { $seat } planta un { $tree } en la columna { $column }, fila { $row }{ $lines ->
        [none] {""}
       *[other] {" "}y completa { $lines }
    }.
living_forest-move =
    { $seat } avanza { $steps ->
        [one] 1 piedra
       *[other] { $steps } piedras
    } hasta la piedra de { $stoneName }{ $jumped ->
        [none] {""}
       *[other] , saltando a { $jumped }
    }.
living_forest-stone = { $seat } se detiene en una piedra de { $stoneName }.
living_forest-steal = { $seat } toma la loseta de victoria de { $tile } de { $source }.
living_forest-pass = { $seat } termina sus acciones.
living_forest-attack =
    { $targets ->
        [none] Onibi ataca con { $total }, pero todos los espíritus tienen suficiente agua.
       *[other] Onibi ataca con { $total }: { $given }.
    }
living_forest-new_fires = Onibi prende nuevos fuegos: { $added ->
        [none] ninguno
       *[other] { $added }
    }{ $dropped ->
        [none] {""}
       *[other] {" "}(no hay sitio para { $dropped })
    }.
living_forest-kodama_spend = { $seat } gasta Kodama en { $buy } (le quedan { $left }).
living_forest-use_tile = { $seat } usa una loseta de elemento como { $element }.
living_forest-call =
    { $seat } llama al Kodama { $card } (coste { $cost }, con { $flowers } flores sagradas){ lf-origin }.
living_forest-onibi_move = Onibi avanza hasta la piedra de { $stoneName }{ $jumped ->
        [none] {""}
       *[other] , saltando a { $jumped }
    }{ $fires ->
        [none] {""}
        [0] {""}
        [one] : se añade 1 fuego de 2
       *[other] : se añaden { $fires } fuegos de 2
    }.
living_forest-refill = Nuevos animales en el mercado: { $cards }.
living_forest-empty_centre_fire = El centro estaba vacío: se añade un fuego de { $fire }.
living_forest-game_over = Fin de la partida. { $result }
living_forest-game_over-winner = Gana { $names }.
living_forest-game_over-winners = { $names } comparten la victoria.
living_forest-given = { $name } recibe { $count }
living_forest-given-count =
    { $count ->
        [one] { $count } varano de fuego
       *[other] { $count } varanos de fuego
    }
living_forest-lines-column = la columna { $n }
living_forest-lines-row = la fila { $n }
lf-animal-bear = Oso
lf-animal-beetle = Escarabajo
lf-animal-lynx = Lince
lf-animal-fox = Zorro
lf-animal-goldfish = Pez dorado
lf-animal-tanuki = Tanuki
lf-animal-wild_boar = Jabalí
lf-animal-weasel = Comadreja
lf-animal-hare = Liebre
lf-animal-fawn = Cervatillo
lf-animal-hummingbird = Colibrí
lf-animal-bee = Abeja
lf-animal-baboon = Babuino
lf-animal-owl = Lechuza
lf-animal-hedgehog = Erizo
lf-animal-caterpillar = Oruga
lf-animal-flamingo = Flamenco
lf-animal-ram = Carnero
lf-animal-wolf = Lobo
lf-animal-lemur = Lémur
lf-animal-squirrel = Ardilla
lf-animal-tortoise = Tortuga
lf-animal-coati = Coatí
lf-animal-raccoon = Mapache
lf-animal-beaver = Castor
lf-animal-raven = Cuervo
lf-animal-bat = Murciélago
lf-animal-cockatoo = Cacatúa
lf-animal-meerkat = Suricata
lf-animal-horse = Caballo
lf-animal-axolotl = Ajolote
lf-animal-chimpanzee = Chimpancé
lf-animal-toucan = Tucán
lf-animal-butterfly = Mariposa
lf-animal-spider = Araña
lf-animal-hippopotamus = Hipopótamo
lf-animal-horned_owl = Búho
lf-animal-woodpecker = Pájaro carpintero
lf-animal-badger = Tejón
lf-animal-rooster = Gallo
lf-animal-rhinoceros = Rinoceronte
lf-animal-goat = Cabra
lf-animal-bull = Toro
lf-animal-salamander = Salamandra
lf-animal-frog = Rana
lf-animal-marmot = Marmota
lf-animal-platypus = Ornitorrinco
lf-animal-crane = Grulla
lf-animal-loris = Loris
lf-animal-koala = Koala
lf-animal-leopard = Leopardo
lf-animal-eagle = Águila
lf-animal-cobra = Cobra
lf-animal-praying_mantis = Mantis religiosa
lf-animal-panther = Pantera
lf-animal-gorilla = Gorila
lf-animal-bison = Bisonte
lf-animal-chameleon = Camaleón
lf-animal-crocodile = Cocodrilo
lf-animal-elephant = Elefante
lf-animal-dolphin = Delfín
lf-animal-dog = Perro
lf-animal-panda = Panda
lf-animal-deer = Ciervo
lf-animal-tapir = Tapir
lf-animal-armadillo = Armadillo
lf-animal-capybara = Capibara
lf-animal-crayfish = Cangrejo de río
lf-animal-peafowl = Pavo real
lf-animal-sloth = Perezoso
lf-animal-anteater = Oso hormiguero
lf-animal-ara = Guacamayo
lf-animal-flying_squirrel = Ardilla voladora
lf-animal-koi = Koi
lf-animal-tiger = Tigre
lf-animal-kodama = Kodama
lf-animal-sanki = Sanki
lf-animal-onibi = Onibi
lf-animal-varan = Varano de fuego
