app-title = Garden Table
app-tagline = Juegos de mesa en tu navegador: sin cuenta ni servidor, y funciona sin conexión.
loading-title = Preparando la mesa…
loading-stage-download = Descargando el motor de reglas
loading-stage-start = Iniciando Python
loading-stage-engine = Cargando las reglas del juego
loading-stage-ready = Listo
loading-stage-error = No se pudo iniciar
loading-ms = { $s } s
loading-error = El motor de reglas no pudo iniciarse: { $message }
loading-retry = Vuelve a intentarlo
loading-hint = La primera visita descarga unos 14 MB; las siguientes arrancan desde la caché, incluso sin conexión.
home-games = Juegos
home-players = { $min }–{ $max } jugadores
home-new = Nueva partida
home-rules = Reglas
home-resume-title = Tus partidas
home-resume = Reanuda
home-saved-detail = { $players } · { $progress } · { $when }
home-saved-moves =
    { $count ->
        [one] 1 jugada
       *[other] { $count } jugadas
    }
home-saved-turn = turno { $count }
home-saved-round = ronda { $count }
home-saved-over = Terminada
home-saved-look = Mira
home-saved-delete = Borra
home-saved-delete-confirm = Toca otra vez para borrar
home-import = Abre una partida guardada (.json)…
home-import-title = Una partida desde un archivo
home-import-error = No se pudo abrir ese archivo: { $message }
home-import-unreadable = No se pudo leer ese archivo.
home-footer = Todo funciona en este dispositivo. Las partidas guardadas se quedan en este navegador, salvo que las exportes.
setup-title = Nueva partida de { $game }
setup-players = Jugadores
setup-seat = Puesto { $n }
setup-name = Nombre
setup-kind = Quién juega
setup-kind-human = Persona
setup-kind-bot = Máquina
setup-level = Nivel
setup-level-easy = Fácil
setup-level-normal = Normal
setup-level-hard = Difícil
setup-level-easy-about = Mira un instante hacia delante y a menudo se le escapa una buena jugada: ideal para aprender el juego.
setup-level-normal-about = Piensa alrededor de un tercio de segundo antes de cada jugada: una partida equilibrada.
setup-level-hard-about = Piensa alrededor de un segundo antes de cada jugada y juega lo mejor que sabe.
bot-level-easy = fácil
bot-level-normal = normal
bot-level-hard = difícil
setup-kind-same = La misma persona que { $name }
setup-colour = Color
setup-options = Opciones
setup-seed = Semilla
setup-seed-hint = Déjala vacía para un reparto al azar; la misma semilla reparte la misma partida.
setup-start = Empieza la partida
setup-cancel = Cancela
setup-random = Elige por mí
setup-default_name = Jugador { $n }
setup-field = { $seat }: { $field }
setup-colour-option = { $colour } · { $insect }
setup-default_bot = Máquina { $n }
setup-error = No se pudo empezar la partida: { $message }
game-menu = Menú
game-undo = Deshaz
game-log = Historial
game-log-title = Historial de jugadas
game-log-close = Cierra el historial
game-log-empty = Aún no hay jugadas.
game-rules = Reglas
game-export = Exporta la partida (.json)
game-export-short = Exporta la partida
game-home = Vuelve al inicio
game-new = Nueva partida
game-close_menu = Cierra el menú
game-thinking = { $name } (máquina, { $level }) está pensando…
game-thinking-progress = { $name } está pensando: { $percent } % completado
game-thinking-percent = { $percent } %
suggest-ask = Sugiéreme una jugada
suggest-thinking = Pensando… { $percent } %
suggest-text = Sugerencia: { $move }
suggest-play = Juégala
suggest-ignore = Ignórala
game-over = La partida ha terminado.
game-spectating = Observando
game-not_your_turn = Es el turno de { $name }.
game-prompt-for = { $name }: { $text }
game-busy = Un momento…
game-saved = Partida guardada
game-exported = Partida descargada como { $file }.
game-rules_updated = Esta partida se guardó con una versión anterior de las reglas (versión { $from }). Continúa desde donde se guardó, con las reglas corregidas (versión { $to }).
game-error = No permitido: { $message }
refuse-not_now = Eso no es posible ahora mismo. Las zonas iluminadas muestran lo que puedes hacer.
refuse-game_over = La partida ha terminado: mira los resultados o empieza una nueva partida desde el menú.
refuse-not_your_turn = Es el turno de { $seat }: espera su jugada o pásale el dispositivo.
refuse-unknown = Eso no es posible ahora mismo. Las zonas iluminadas y los botones de abajo muestran lo que puedes hacer.
refuse-bad_level = No existe ningún nivel de la máquina llamado { $level }: elige Fácil, Normal o Difícil.
undo-none = No hay nada que deshacer: la última jugada mostró una carta oculta o dependió del azar.
undo-over = La partida ha terminado: ya no se pueden deshacer jugadas.
undo-other_seat = Solo quien hizo la última jugada puede deshacerla.
undo-why-start = Aún no hay nada que deshacer: no se ha hecho ninguna jugada.
undo-why-revealed = No se puede deshacer: se reveló una carta, así que las jugadas anteriores se mantienen.
undo-why-chance = No se puede deshacer: la última jugada dependió del azar (barajar o robar), así que se mantiene.
undo-why-other_person = No se puede deshacer: otra persona ha jugado después, y solo ella podría deshacer su jugada.
undo-why-other_seat = No se puede deshacer: la última jugada fue de otro jugador.
undo-why-watching = No se puede deshacer mientras observas.
undo-why-over = La partida ha terminado: ya no se pueden deshacer jugadas.
undo-why-computer = No se puede deshacer: se está mostrando la jugada de la máquina.
undo-why-not_yours = No se puede deshacer: la última jugada fue de otro jugador.
undo-why-none = Ahora no hay nada que deshacer.
playback-step = Paso { $n } de { $of }: { $text }
playback-continue = Continúa
playback-pause = Pausa
playback-resume = Sigue
playback-skip = Salta al final
playback-pace = Ritmo de los pasos
playback-pace-step = Paso a paso
playback-pace-slow = Automático, lento
playback-pace-fast = Automático, rápido
game-engine_error = El motor informó de un problema: { $message }
game-bots_only = Solo juegan máquinas: estás observando la partida.
game-turn_over = { $name }: { $what } Oculta tu mano antes de pasar el dispositivo.
game-turn_over-hide = Oculta mi mano y pasa el dispositivo
summary-title = Jugadas de { $names } desde tu última jugada:
summary-more =
    { $count ->
        [one] …y 1 línea más en el historial.
       *[other] …y { $count } líneas más en el historial.
    }
summary-dismiss = Toca para cerrar.
handoff-title = Pasa el dispositivo a { $name }
handoff-body = Su mano sigue oculta hasta que lo confirme. ¡No mires!
handoff-confirm = Soy { $name }: muestra mi mano
end-title = Fin de la partida
end-winner = ¡Gana { $name }!
end-winners = Victoria compartida: { $names }
end-team-won = ¡Victoria para todos!
end-team-lost = Derrota para todos.
end-place = Posición
end-player = Jugador
end-score = Puntuación
end-petals = Pétalos
end-tokens = Fichas
end-deck = Restantes en el mazo
end-tiebreak-none = {""}
end-tiebreak-deck = Hubo empate en la puntuación más alta; se desempató a favor de quien tenía más cartas restantes en su mazo.
end-tiebreak-shared = Hubo empate en la puntuación más alta y también en las cartas restantes en los mazos: la victoria es compartida.
end-tokens_value = { $count } × 5
end-show_board = Mira el tablero
end-show_results = Resultados
end-new = Nueva partida
end-home = Inicio
end-export = Exporta la partida
end-seed = Semilla de esta partida: { $seed } (la misma semilla vuelve a repartir la misma partida).
cardview-close = Cierra
chooser-title = ¿Qué quieres hacer?
chooser-cancel = Mejor no
tip-close = Entendido
cardview-tip = Consejo: para leer lo que hace una carta, mantén el dedo sobre ella (o usa el botón derecho del ratón); con teclado, pulsa I sobre ella.
toast-close = Cierra
toast-close-glyph = ×
time-just_now = ahora mismo
time-minutes =
    { $count ->
        [one] hace { $count } minuto
       *[other] hace { $count } minutos
    }
time-hours =
    { $count ->
        [one] hace { $count } hora
       *[other] hace { $count } horas
    }
time-days =
    { $count ->
        [one] hace { $count } día
       *[other] hace { $count } días
    }
embed-loading = Cargando la posición…
embed-error = No se pudo mostrar este tablero: { $message }
embed-error-fetch = no se pudo leer { $src } (HTTP { $status })
embed-error-origin = { $src } no es un archivo de este sitio: aquí solo se pueden mostrar partidas guardadas de este sitio
embed-error-size = { $src } es demasiado grande para ser una partida guardada
embed-error-game = no hay tablero para el juego { $game }
embed-over = La partida ha terminado.
embed-bot = Deja jugar a la máquina
embed-first = Vuelve al principio
embed-first-glyph = «
embed-back = Un paso atrás
embed-back-glyph = ‹
embed-next = Un paso adelante
embed-next-glyph = ›
embed-last = Ve al último paso registrado
embed-last-glyph = »
embed-counter = Paso { $step } de { $total }
embed-counter-extra = Paso { $step } de { $total }, más { $extra } tuyos
embed-counter-position =
    { $count ->
        [one] { $count } paso jugado desde esta posición
       *[other] { $count } pasos jugados desde esta posición
    }
embed-reset = Empieza de nuevo
colour-red = Rojo
colour-blue = Azul
colour-yellow = Amarillo
colour-green = Verde
colour-wild = Silvestre
# adjetivos en masculino: lotus-card (lotus.ftl) los concuerda con el género de la flor
colour-red-adj = rojo
colour-blue-adj = azul
colour-yellow-adj = amarillo
colour-green-adj = verde

# selector de idioma (pantalla de inicio y menú de la partida); cada idioma se nombra en su propia lengua
app-language = Idioma
