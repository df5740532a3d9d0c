# Lotus: el curso «Aprende a jugar» (web/lessons/lotus/*.json). Un profesor paciente habla con un
# solo alumno, de tú; los nombres de las flores y los números son los de lotus.ftl.

lessons-lotus-1-title = Tu primer turno
lessons-lotus-1-summary = Dos acciones y luego completas tu mano: así funcionan todos los turnos.
lessons-lotus-1-hand = Estas cuatro cartas son tu mano; solo tú puedes verlas. El número grande de cada carta indica su flor: una Azucena (6) necesita seis pétalos para estar completa. Tu carta de Azucena muestra dos mariquitas: son dos símbolos de guardián, el máximo que puede tener una carta.
lessons-lotus-1-play = En tu turno haces exactamente dos acciones. Primero, juega tu carta de Azucena con dos símbolos para empezar una Azucena en el jardín.
lessons-lotus-1-play-hint = Elige en tu mano la carta de Azucena (6) que tiene dos símbolos.
lessons-lotus-1-play-exchange = Al intercambiar, pones cartas debajo de tu mazo y robas otras nuevas. Te será útil más adelante, pero esta carta de Azucena es muy buena y vale la pena conservarla: juégala.
lessons-lotus-1-place = Ahora elige la flor a la que se une: la nueva Azucena.
lessons-lotus-1-guardian = Te queda una acción. Envía a la Azucena uno de tus guardianes mariquita: cada guardián suma uno a tu fuerza en esa flor.
lessons-lotus-1-guardian-hint = Elige una de las dos mariquitas que tienes junto a tu mano.
lessons-lotus-1-to = Elige la Azucena: el guardián se coloca en ella.
lessons-lotus-1-refill = Ya has hecho tus dos acciones. Ahora completa tu mano hasta tener cuatro cartas: roba de tu propio mazo o toma alguna de las cuatro flores silvestres, que están al alcance de todos.
lessons-lotus-1-refill-hint = Elige tu mazo o una de las flores silvestres de la fila.
lessons-lotus-1-opponent = Ahora juega el azul. Pone a la vez dos cartas de Loto (7) en un Loto nuevo: con una sola acción se pueden jugar una o dos cartas, si van a la misma flor. Después, el azul envía una libélula a tu Azucena y completa su mano.
lessons-lotus-1-strength = Mira la Azucena: ahí tu fuerza es 3 (dos símbolos y un guardián), y la del azul, 1. Quien tenga más fuerza cuando se completa una flor obtiene su control.
lessons-lotus-1-done = Eso es un turno completo: dos acciones y luego robas hasta volver a tener cuatro cartas. A continuación, completarás una flor.

lessons-lotus-2-title = Completar una flor
lessons-lotus-2-summary = Quien coloca el último pétalo se lleva las cartas.
lessons-lotus-2-garden = Ahora juegas con el azul. El Loto (7) del jardín tiene seis pétalos: con uno más estará completo. Tienes en la mano la carta que le falta.
lessons-lotus-2-play = Juega tu carta de Loto.
lessons-lotus-2-play-hint = Es la carta con el número 7.
lessons-lotus-2-play-iris = Una carta de Iris solo puede ir en un Iris, y así empezarías una flor nueva. Al Loto solo le falta un pétalo: juega tu 7.
lessons-lotus-2-place = Colócala en el Loto para completar la flor.
lessons-lotus-2-reward = ¡Completa! Has colocado el último pétalo, así que las siete cartas van a tu pila de puntuación, un punto cada una. Pero el rojo tiene más símbolos de guardián en la flor (4 contra tus 2), así que el rojo la controla y elige una recompensa: en este caso, una ficha de puntuación que vale 5.
lessons-lotus-2-score = Tus 7 pétalos contra la ficha de 5 del rojo. Completar flores y controlarlas dan puntos: los mejores turnos consiguen las dos cosas.
lessons-lotus-2-done = Ya sabes cómo se completa una flor y quién gana qué. Ahora aprenderás a ser tú quien la controla.

lessons-lotus-3-title = Recompensas y poderes especiales
lessons-lotus-3-summary = Controla una flor y elige tu recompensa.
lessons-lotus-3-control = Ahora juegas con el rojo. En el Loto, tus cartas muestran cuatro símbolos de guardián, y las del azul, uno. La fuerza suma los símbolos de las cartas y los guardianes que hay en la flor.
lessons-lotus-3-complete = El azul coloca el último pétalo. Se lleva las siete cartas, y ahora se compara la fuerza: tus 4 contra los 2 del azul. Tú controlas la flor.
lessons-lotus-3-reward = Elige tu recompensa: una ficha de puntuación (5 puntos) o uno de los tres poderes especiales, que se conservan el resto de la partida. Cada poder solo se puede tomar una vez.
lessons-lotus-3-reward-hint = Elige uno de los botones: la ficha o un poder.
lessons-lotus-3-powers = El poder Guardián anciano te da un guardián que cuenta dos. Camino iluminado te permite tener cinco cartas en la mano. Crecimiento infinito te permite jugar tres o más cartas en una flor con una sola acción. Si dos jugadores empatan en el control, ambos obtienen una recompensa.
lessons-lotus-3-done = Los poderes rinden durante toda la partida; una ficha da 5 puntos al final. A continuación: cómo termina la partida.

lessons-lotus-4-title = La última ronda
lessons-lotus-4-summary = Las flores incompletas son para quien las controla.
lessons-lotus-4-last = Un jugador ha robado la última carta de su mazo, así que todos juegan un último turno: este es el tuyo. Después, cada flor incompleta será para quien la controle. En la Prímula (4), el azul tiene un guardián y el guardián mayor, que cuenta dos: 3 contra tus 2 símbolos. Tal como están las cosas, el azul se llevaría las dos cartas.
lessons-lotus-4-move = Cámbialo: mueve un guardián a la Prímula.
lessons-lotus-4-move-hint = Elige una de tus mariquitas y luego la Prímula.
lessons-lotus-4-move-play = Jugar una carta no te servirá: la Prímula necesita un 4 y no tienes ninguno. Pero tus guardianes aún pueden cambiar quién la controla.
lessons-lotus-4-to = Elige la Prímula.
lessons-lotus-4-again = Ahora hay 3 contra 3: es un empate, y los dos pétalos se repartirían, uno para cada uno. Te queda una acción. ¿Puedes hacerlo mejor?
lessons-lotus-4-again-hint = Tu otra mariquita sigue libre.
lessons-lotus-4-again-exchange = Así se mantiene el empate y tendrías que repartir los pétalos. Tu segundo guardián puede romperlo.
lessons-lotus-4-to2 = Elige otra vez la Prímula.
lessons-lotus-4-claim = 4 contra 3: controlas la Prímula y te llevas sus dos cartas. La partida ha terminado, y tus dos pétalos te dan la victoria.
lessons-lotus-4-done = En la última ronda, los guardianes deciden quién se lleva las flores incompletas. A continuación: qué pasa cuando hay un empate.

lessons-lotus-5-title = Repartir un empate
lessons-lotus-5-summary = Los jugadores empatados se reparten los pétalos; los que sobran salen de la partida.
lessons-lotus-5-last = Es tu último turno; juegas con el azul en una partida de tres jugadores. En la Flor de cerezo (5), el rojo y el amarillo tienen cada uno fuerza dos gracias a sus guardianes. Cuando termina la partida, los jugadores empatados se reparten a partes iguales las cartas de la flor.
lessons-lotus-5-exchange = Haz una acción que deje la Flor de cerezo tal como está: intercambia una carta de tu mano.
lessons-lotus-5-exchange-hint = Elige una carta de tu mano para intercambiarla.
lessons-lotus-5-confirm = Elige tu mazo para poner esa carta debajo y robar otra.
lessons-lotus-5-guardian = Como segunda acción, mueve un guardián libélula a la Flor de cerezo. Con uno solo no basta para entrar en el reparto.
lessons-lotus-5-to = Elige la Flor de cerezo.
lessons-lotus-5-claim = La partida termina. El rojo y el amarillo empatan con 2 cada uno; con tu 1 no te llevas nada. Tres cartas entre dos jugadores: cada uno se queda con una, y la tercera sale de la partida.
lessons-lotus-5-done = Un empate al final reparte los pétalos a partes iguales, y lo que no se puede repartir se pierde.

lessons-lotus-6-title = Romper un empate a tres
lessons-lotus-6-summary = Dos cartas no se pueden repartir entre tres.
lessons-lotus-6-last = Juegas con el amarillo, en el último turno de la partida. En la Azucena (6), cada jugador tiene un guardián: un empate a tres por dos cartas. Dos cartas no se pueden repartir entre tres, así que, si nada cambia, se retiran las dos y nadie las puntúa.
lessons-lotus-6-guardian = Rompe el empate: mueve a la Azucena tu mariposa libre.
lessons-lotus-6-guardian-hint = Elige la mariposa que aún no está en ninguna flor.
lessons-lotus-6-guardian-exchange = El empate seguiría y se perderían las dos cartas. Primero mueve un guardián.
lessons-lotus-6-to = Elige la Azucena.
lessons-lotus-6-exchange = Ahora tu fuerza es 2. Usa tu última acción para intercambiar una carta.
lessons-lotus-6-claim = Solo tú controlas la Azucena, así que las dos cartas son tuyas. Sin tu segunda mariposa, las dos habrían salido de la partida.
lessons-lotus-6-done = Ya conoces todo el juego: jugar cartas, enviar guardianes, completar flores y reclamarlas. ¡Prueba una partida de verdad!
