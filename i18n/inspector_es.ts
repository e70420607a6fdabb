<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AdkArtifacts</name>
    <message>
        <source>Save Artifact</source>
        <extracomment>title of the file dialog that saves an ADK artifact</extracomment>
        <translation>Guardar artefacto</translation>
    </message>
    <message>
        <source>The artifact %1 does not decode (bad base64).</source>
        <extracomment>ADK page status; %1 is an artifact&apos;s name</extracomment>
        <translation>El artefacto %1 no se puede decodificar (base64 incorrecto).</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>ADK page status; %1 is a file path, %2 the system&apos;s reason</extracomment>
        <translation>No se pudo guardar %1: %2</translation>
    </message>
    <message>
        <source>Artifact %1 saved to %2.</source>
        <extracomment>ADK page status; %1 is an artifact&apos;s name, %2 the file it was saved to</extracomment>
        <translation>Artefacto %1 guardado en %2.</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <extracomment>ADK page: the files the agent saved in the open session (double-click opens one)</extracomment>
        <translation>Artefactos</translation>
    </message>
    <message>
        <source>The files the agent saved in the open session; Enter shows an image or saves the file</source>
        <extracomment>accessible description of the ADK page&apos;s list of artifacts</extracomment>
        <translation>Los archivos que el agente guardó en la sesión abierta; Intro muestra una imagen o guarda el archivo</translation>
    </message>
</context>
<context>
    <name>AdkCommand</name>
    <message>
        <source>The server has no spans for this session.</source>
        <translation>El servidor no tiene spans para esta sesión.</translation>
    </message>
    <message>
        <source>conversation-inspector: %1: %2</source>
        <translation>conversation-inspector: %1: %2</translation>
    </message>
    <message>
        <source>Speaks to an ADK API server (adk web, adk api_server): lists its apps and a user&apos;s sessions, prints or saves a session or its trace, runs the agent with streaming.</source>
        <translation>Habla con un servidor de API de ADK (adk web, adk api_server): lista sus aplicaciones y las sesiones de un usuario, muestra o guarda una sesión o su traza y ejecuta el agente con streaming.</translation>
    </message>
    <message>
        <source>The ADK server (https, or http to localhost).</source>
        <translation>El servidor de ADK (https, o http a localhost).</translation>
    </message>
    <message>
        <source>Seconds a request may stay silent (default 120).</source>
        <translation>Segundos que una petición puede pasar sin recibir nada (120 por omisión).</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>segundos</translation>
    </message>
    <message>
        <source>sessions: the user id (default user).</source>
        <translation>sessions: el id de usuario (user por omisión).</translation>
    </message>
    <message>
        <source>run: continue this session, or - to create one (the default).</source>
        <translation>run: continuar esta sesión, o - para crear una (por omisión).</translation>
    </message>
    <message>
        <source>run: a JSON object merged into the session state with the message.</source>
        <translation>run: un objeto JSON que se fusiona con el estado de la sesión junto con el mensaje.</translation>
    </message>
    <message>
        <source>get, run: write the session (an ADK session file); trace: write the spans.</source>
        <translation>get, run: escribir la sesión (un archivo de sesión de ADK); trace: escribir los spans.</translation>
    </message>
    <message>
        <source>Print JSON: the server&apos;s answer; run: every event as one line as it arrives.</source>
        <translation>Imprimir JSON: la respuesta del servidor; run: cada evento en una línea según llega.</translation>
    </message>
    <message>
        <source>The command.</source>
        <extracomment>Help text of the subcommand name itself</extracomment>
        <translation>La orden.</translation>
    </message>
    <message>
        <source>apps | sessions APP | get APP USER SESSION | run APP USER MESSAGE | trace SESSION</source>
        <translation>apps | sessions APP | get APP USER SESSION | run APP USER MESSAGE | trace SESSION</translation>
    </message>
    <message>
        <source>say apps, sessions, get, run or trace after the options</source>
        <translation>indique apps, sessions, get, run o trace después de las opciones</translation>
    </message>
    <message>
        <source>wrong number of arguments for %1</source>
        <translation>número de argumentos incorrecto para %1</translation>
    </message>
    <message>
        <source>an option does not apply to %1 (see --help)</source>
        <translation>una opción no se aplica a %1 (vea --help)</translation>
    </message>
    <message>
        <source>the MESSAGE is missing</source>
        <translation>falta el MESSAGE</translation>
    </message>
    <message>
        <source>--session needs an id or -</source>
        <translation>--session necesita un id o -</translation>
    </message>
    <message>
        <source>--state-delta must be a JSON object</source>
        <translation>--state-delta debe ser un objeto JSON</translation>
    </message>
    <message>
        <source>--endpoint is required</source>
        <translation>--endpoint es obligatorio</translation>
    </message>
</context>
<context>
    <name>AdkRunCommand</name>
    <message>
        <source>conversation-inspector: %1</source>
        <translation>conversation-inspector: %1</translation>
    </message>
    <message>
        <source>Session: %1</source>
        <extracomment>adk run output: %1 the session id (to continue with --session)</extracomment>
        <translation>Sesión: %1</translation>
    </message>
    <message>
        <source>conversation-inspector: the agent ended with error %1</source>
        <translation>conversation-inspector: el agente terminó con el error %1</translation>
    </message>
</context>
<context>
    <name>AdkStateDeltaEditor</name>
    <message>
        <source>Valid JSON object.</source>
        <extracomment>ADK page: under the state delta editor when its text is a JSON object</extracomment>
        <translation>Objeto JSON válido.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <extracomment>ADK page: the state delta does not parse; %1 line, %2 column, %3 the parser&apos;s reason</extracomment>
        <translation>Línea %1, columna %2: %3</translation>
    </message>
    <message>
        <source>Not a JSON object: the state delta is an object, such as {&quot;mood&quot;: &quot;sunny&quot;}.</source>
        <extracomment>ADK page: the state delta is valid JSON but not an object (an array, a number…)</extracomment>
        <translation>No es un objeto JSON: el delta de estado es un objeto, como {&quot;mood&quot;: &quot;sunny&quot;}.</translation>
    </message>
    <message>
        <source>State delta</source>
        <extracomment>ADK page: optional JSON object merged into the session state with the message</extracomment>
        <translation>Delta de estado</translation>
    </message>
    <message>
        <source>An optional JSON object merged into the session state with the message</source>
        <translation>Un objeto JSON opcional que se fusiona con el estado de la sesión junto con el mensaje</translation>
    </message>
</context>
<context>
    <name>AgentEngineCommand</name>
    <message>
        <source>conversation-inspector: the session has no events</source>
        <translation>conversation-inspector: la sesión no tiene eventos</translation>
    </message>
    <message>
        <source>Reads the sessions of a Vertex AI Agent Engine (a reasoning engine) over REST: lists them, prints or saves one with its events.</source>
        <translation>Lee las sesiones de un Vertex AI Agent Engine (un motor de razonamiento) por REST: las lista y muestra o guarda una con sus eventos.</translation>
    </message>
    <message>
        <source>The reasoning engine: projects/PROJECT/locations/LOCATION/reasoningEngines/ID.</source>
        <translation>El motor de razonamiento: projects/PROJECT/locations/LOCATION/reasoningEngines/ID.</translation>
    </message>
    <message>
        <source>Another host than https://LOCATION-aiplatform.googleapis.com (https, or http to localhost).</source>
        <translation>Otro host distinto de https://LOCATION-aiplatform.googleapis.com (https, o http a localhost).</translation>
    </message>
    <message>
        <source>The API version: v1beta1 (the default) or v1.</source>
        <translation>La versión de la API: v1beta1 (por omisión) o v1.</translation>
    </message>
    <message>
        <source>version</source>
        <translation>versión</translation>
    </message>
    <message>
        <source>Seconds a request may stay silent (default 60).</source>
        <translation>Segundos que una petición puede pasar sin recibir nada (60 por omisión).</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>segundos</translation>
    </message>
    <message>
        <source>sessions: only this user&apos;s.</source>
        <translation>sessions: solo las de este usuario.</translation>
    </message>
    <message>
        <source>get: write the events (Agent Engine events pages, JSON Lines).</source>
        <translation>get: escribir los eventos (páginas de eventos de Agent Engine, JSON Lines).</translation>
    </message>
    <message>
        <source>Print JSON: the sessions as one array; get: every events page as one line.</source>
        <translation>Imprimir JSON: las sesiones como un único array; get: cada página de eventos en una línea.</translation>
    </message>
    <message>
        <source>The command.</source>
        <extracomment>Help text of the subcommand name itself</extracomment>
        <translation>La orden.</translation>
    </message>
    <message>
        <source>sessions | get SESSION</source>
        <translation>sessions | get SESSION</translation>
    </message>
    <message>
        <source>say sessions or get SESSION</source>
        <translation>indique sessions o get SESSION</translation>
    </message>
    <message>
        <source>wrong number of arguments for %1</source>
        <translation>número de argumentos incorrecto para %1</translation>
    </message>
    <message>
        <source>an option does not apply to %1 (see --help)</source>
        <translation>una opción no se aplica a %1 (vea --help)</translation>
    </message>
    <message>
        <source>--api-version is v1beta1 or v1</source>
        <translation>--api-version es v1beta1 o v1</translation>
    </message>
    <message>
        <source>--engine is required</source>
        <translation>--engine es obligatorio</translation>
    </message>
</context>
<context>
    <name>AgentTransferCard</name>
    <message>
        <source>→ %1</source>
        <extracomment>hand-off to another agent; %1 its name</extracomment>
        <translation>→ %1</translation>
    </message>
    <message>
        <source>→ %1 (%2)</source>
        <extracomment>hand-off to another agent; %1 its display name, %2 its resource name</extracomment>
        <translation>→ %1 (%2)</translation>
    </message>
</context>
<context>
    <name>AnswerAttachments</name>
    <message>
        <source>%1 · %2 · %3</source>
        <extracomment>caption of an answer attachment: %1 MIME type, %2 origin (&quot;From the corpus&quot;), %3 size</extracomment>
        <translation>%1 · %2 · %3</translation>
    </message>
</context>
<context>
    <name>AnswerPane</name>
    <message>
        <source>The selected message has no Discovery Engine answer data.</source>
        <extracomment>answer pane, when the selected message has no Discovery Engine answer</extracomment>
        <translation>El mensaje seleccionado no tiene datos de respuesta de Discovery Engine.</translation>
    </message>
    <message>
        <source>Copy</source>
        <extracomment>button that copies the answer query token</extracomment>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Answer of message %1</source>
        <extracomment>answer pane title; %1 the number of the message holding the answer</extracomment>
        <translation>Respuesta del mensaje %1</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Respuesta</translation>
    </message>
    <message numerus="yes">
        <source>Steps (%n)</source>
        <extracomment>answer pane section: the agent&apos;s steps (searches and results); %n their count</extracomment>
        <translation>
            <numerusform>Pasos (%n)</numerusform>
            <numerusform>Pasos (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>No answer was generated.</source>
        <extracomment>banner heading in the answer pane when the service skipped the answer</extracomment>
        <translation>No se generó ninguna respuesta.</translation>
    </message>
    <message>
        <source>The answer failed.</source>
        <extracomment>banner in the answer pane when the answer&apos;s state is FAILED</extracomment>
        <translation>La generación de la respuesta falló.</translation>
    </message>
    <message>
        <source>State</source>
        <extracomment>answer pane field: Answer.state in words</extracomment>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Grounding score</source>
        <extracomment>answer pane field: how well the whole answer is supported by its sources (0–1)</extracomment>
        <translation>Puntuación de fundamentación</translation>
    </message>
    <message>
        <source>not scored</source>
        <translation>sin puntuar</translation>
    </message>
    <message>
        <source>Created</source>
        <extracomment>answer pane field: when the answer was created</extracomment>
        <translation>Creación</translation>
    </message>
    <message>
        <source>Completed</source>
        <extracomment>answer pane field: when the answer was completed</extracomment>
        <translation>Finalización</translation>
    </message>
    <message>
        <source>Latency</source>
        <extracomment>answer pane field: time from creation to completion of the answer</extracomment>
        <translation>Latencia</translation>
    </message>
    <message>
        <source>%1 (completed before it was created)</source>
        <translation>%1 (se completó antes de crearse)</translation>
    </message>
    <message>
        <source>Query token</source>
        <extracomment>answer pane field: the log id of the answer request (answerQueryToken)</extracomment>
        <translation>Token de consulta</translation>
    </message>
    <message>
        <source>Query classification</source>
        <extracomment>answer pane field: how the service classified the query (adversarial, ...)</extracomment>
        <translation>Clasificación de la consulta</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>query classification line: %1 the type (&quot;Adversarial query&quot;), %2 &quot;yes&quot; or &quot;no&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>yes</source>
        <extracomment>the query is / is not of this classification type</extracomment>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Safety</source>
        <extracomment>answer pane field: safety ratings of the answer</extracomment>
        <translation>Seguridad</translation>
    </message>
    <message>
        <source>Query configuration</source>
        <extracomment>answer pane field: the session turn&apos;s query configuration (model, ...)</extracomment>
        <translation>Configuración de la consulta</translation>
    </message>
    <message>
        <source>%1: probability %2, severity %3</source>
        <extracomment>safety rating line: %1 category (&quot;Hate speech&quot;), %2 probability (&quot;low (0.12)&quot;), %3 severity</extracomment>
        <translation>%1: probabilidad %2, gravedad %3</translation>
    </message>
    <message>
        <source>Blocked</source>
        <extracomment>safety rating: the content was blocked for this category</extracomment>
        <translation>Bloqueado</translation>
    </message>
    <message>
        <source>Related questions</source>
        <extracomment>answer pane section: follow-up questions the service suggests</extracomment>
        <translation>Preguntas relacionadas</translation>
    </message>
    <message>
        <source>Attachments</source>
        <extracomment>answer pane section: images and other data attached to the answer</extracomment>
        <translation>Adjuntos</translation>
    </message>
    <message>
        <source>Answer query token</source>
        <extracomment>accessible name of the field with the Discovery Engine answer query token</extracomment>
        <translation>Token de consulta de respuesta</translation>
    </message>
    <message>
        <source>Copy the answer query token to the clipboard</source>
        <translation>Copia el token de consulta de respuesta al portapapeles</translation>
    </message>
    <message>
        <source>The log ID of the answer request, read-only</source>
        <extracomment>accessible description of the answer query token field</extracomment>
        <translation>El ID de registro de la solicitud de respuesta, de solo lectura</translation>
    </message>
</context>
<context>
    <name>AnswerRelatedQuestions</name>
    <message>
        <source>%1
Click to use this question</source>
        <extracomment>tooltip of a related question button; %1 the question</extracomment>
        <translation>%1
Haga clic para usar esta pregunta</translation>
    </message>
</context>
<context>
    <name>AnswerStepsModel</name>
    <message>
        <source>Not specified</source>
        <extracomment>state of an answer step the source did not give</extracomment>
        <translation>Sin especificar</translation>
    </message>
    <message>
        <source>In progress</source>
        <extracomment>state of an answer or answer step</extracomment>
        <translation>En curso</translation>
    </message>
    <message>
        <source>Failed</source>
        <extracomment>state of an answer or answer step</extracomment>
        <translation>Fallido</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <extracomment>state of an answer or answer step</extracomment>
        <translation>Completado</translation>
    </message>
    <message>
        <source>Step %1</source>
        <extracomment>answer steps tree: a step without a description; %1 its number</extracomment>
        <translation>Paso %1</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <extracomment>answer steps tree: %1 step number, %2 the step&apos;s description</extracomment>
        <translation>Paso %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n result(s)</source>
        <extracomment>answer steps tree: how many search results an action observed</extracomment>
        <translation>
            <numerusform>%n resultado</numerusform>
            <numerusform>%n resultados</numerusform>
        </translation>
    </message>
    <message>
        <source>Action without a search query</source>
        <extracomment>answer steps tree: an action that ran no search query</extracomment>
        <translation>Acción sin consulta de búsqueda</translation>
    </message>
    <message>
        <source>Search: %1</source>
        <translation>Búsqueda: %1</translation>
    </message>
    <message>
        <source>Untitled result</source>
        <extracomment>answer steps tree: a search result with no title, URI or document</extracomment>
        <translation>Resultado sin título</translation>
    </message>
    <message>
        <source>Step</source>
        <extracomment>column of the answer steps tree: step, search query or result</extracomment>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Detail</source>
        <extracomment>column of the answer steps tree: state, result count or site</extracomment>
        <translation>Detalle</translation>
    </message>
</context>
<context>
    <name>AnswerStepsView</name>
    <message>
        <source>Open Link</source>
        <extracomment>context menu of a search result: open its URL in the web browser</extracomment>
        <translation>Abrir enlace</translation>
    </message>
    <message>
        <source>Only http and https links are opened</source>
        <extracomment>tooltip of a disabled &quot;Open Link&quot;: only web addresses are opened</extracomment>
        <translation>Solo se abren enlaces http y https</translation>
    </message>
    <message>
        <source>Copy Link</source>
        <extracomment>context menu of a search result: copy its URL</extracomment>
        <translation>Copiar enlace</translation>
    </message>
    <message>
        <source>Copy Text</source>
        <extracomment>context menu of the answer steps tree: copy the item&apos;s text (snippets as plain text)</extracomment>
        <translation>Copiar texto</translation>
    </message>
    <message>
        <source>Step %1 · %2</source>
        <extracomment>answer step details: %1 the step number, %2 its state in words (&quot;Succeeded&quot;)</extracomment>
        <translation>Paso %1 · %2</translation>
    </message>
    <message>
        <source>Thought</source>
        <extracomment>answer step details: label before the model&apos;s reasoning for the step</extracomment>
        <translation>Razonamiento</translation>
    </message>
    <message>
        <source>No search query</source>
        <extracomment>answer step details: an action that ran no search</extracomment>
        <translation>Sin consulta de búsqueda</translation>
    </message>
    <message>
        <source>Search query</source>
        <extracomment>answer step details: label before the (rewritten) search query a step ran</extracomment>
        <translation>Consulta de búsqueda</translation>
    </message>
    <message numerus="yes">
        <source>%n search result(s)</source>
        <extracomment>answer step details: how many search results the action observed</extracomment>
        <translation>
            <numerusform>%n resultado de búsqueda</numerusform>
            <numerusform>%n resultados de búsqueda</numerusform>
        </translation>
    </message>
    <message>
        <source>Chunk</source>
        <extracomment>answer step details: text of a document chunk a search returned</extracomment>
        <translation>Fragmento</translation>
    </message>
    <message>
        <source>Structured data</source>
        <extracomment>answer step details: the structured data of a search result, as JSON</extracomment>
        <translation>Datos estructurados</translation>
    </message>
    <message>
        <source>Answer steps</source>
        <extracomment>accessible name of the answer pane&apos;s tree of steps, searches and results</extracomment>
        <translation>Pasos de la respuesta</translation>
    </message>
    <message>
        <source>The agent&apos;s steps, searches and results; the selected item&apos;s text shows below</source>
        <extracomment>accessible description of the answer pane&apos;s tree of steps, searches and results</extracomment>
        <translation>Los pasos, búsquedas y resultados del agente; el texto del elemento seleccionado se muestra debajo</translation>
    </message>
</context>
<context>
    <name>AnswerWords</name>
    <message>
        <source>Not specified</source>
        <extracomment>state of a Discovery Engine answer that the source did not give</extracomment>
        <translation>Sin especificar</translation>
    </message>
    <message>
        <source>In progress</source>
        <extracomment>state of a Discovery Engine answer</extracomment>
        <translation>En curso</translation>
    </message>
    <message>
        <source>Failed</source>
        <extracomment>state of a Discovery Engine answer</extracomment>
        <translation>Fallida</translation>
    </message>
    <message>
        <source>Succeeded</source>
        <extracomment>state of a Discovery Engine answer</extracomment>
        <translation>Completada</translation>
    </message>
    <message>
        <source>Streaming</source>
        <extracomment>state of a Discovery Engine answer: text still arriving</extracomment>
        <translation>Transmitiendo</translation>
    </message>
    <message>
        <source>Skipped</source>
        <extracomment>state of a Discovery Engine assist answer: no answer was generated</extracomment>
        <translation>Omitida</translation>
    </message>
    <message>
        <source>Cancelled</source>
        <extracomment>state of a Discovery Engine assist answer</extracomment>
        <translation>Cancelada</translation>
    </message>
    <message>
        <source>adversarial query</source>
        <extracomment>The next strings are short names of the reasons a Discovery Engine answer was skipped, shown in a badge as &quot;Skipped: &lt;reason&gt;&quot;.</extracomment>
        <translation>consulta adversarial</translation>
    </message>
    <message>
        <source>not a question</source>
        <extracomment>skipped reason: the query asks for no answer (greeting, chit-chat)</extracomment>
        <translation>no es una pregunta</translation>
    </message>
    <message>
        <source>out of domain</source>
        <extracomment>skipped reason: the query is outside the data store&apos;s subject</extracomment>
        <translation>fuera del dominio</translation>
    </message>
    <message>
        <source>possible policy violation</source>
        <extracomment>skipped reason</extracomment>
        <translation>posible infracción de políticas</translation>
    </message>
    <message>
        <source>no relevant content</source>
        <extracomment>skipped reason: the search found nothing useful</extracomment>
        <translation>sin contenido relevante</translation>
    </message>
    <message>
        <source>jailbreak attempt</source>
        <extracomment>skipped reason: the query tried to bypass the model&apos;s rules</extracomment>
        <translation>intento de jailbreak</translation>
    </message>
    <message>
        <source>customer policy</source>
        <extracomment>skipped reason: a policy the customer configured (banned phrases, Model Armor)</extracomment>
        <translation>política del cliente</translation>
    </message>
    <message>
        <source>not a question (v2)</source>
        <extracomment>skipped reason: like &quot;not a question&quot;, from the newer classifier</extracomment>
        <translation>no es una pregunta (v2)</translation>
    </message>
    <message>
        <source>low grounding</source>
        <extracomment>skipped reason: the answer was not supported well enough by the sources</extracomment>
        <translation>fundamentación insuficiente</translation>
    </message>
    <message>
        <source>user-defined classification</source>
        <extracomment>skipped reason: the query matched a classification the customer defined</extracomment>
        <translation>clasificación definida por el usuario</translation>
    </message>
    <message>
        <source>unhelpful answer</source>
        <extracomment>skipped reason</extracomment>
        <translation>respuesta poco útil</translation>
    </message>
    <message>
        <source>not an assistant request</source>
        <extracomment>skipped reason of the assistant: the query asks the assistant for nothing</extracomment>
        <translation>no es una solicitud al asistente</translation>
    </message>
    <message>
        <source>no reason given</source>
        <extracomment>skipped reason: the source gave none</extracomment>
        <translation>sin motivo indicado</translation>
    </message>
    <message>
        <source>The query was classified as adversarial, so no answer was generated.</source>
        <translation>La consulta se clasificó como adversarial, así que no se generó ninguna respuesta.</translation>
    </message>
    <message>
        <source>The query does not ask for an answer (for example a greeting), so no answer was generated.</source>
        <translation>La consulta no pide una respuesta (por ejemplo, un saludo), así que no se generó ninguna respuesta.</translation>
    </message>
    <message>
        <source>The query is outside the subject of the searched data, so no answer was generated.</source>
        <translation>La consulta está fuera del tema de los datos buscados, así que no se generó ninguna respuesta.</translation>
    </message>
    <message>
        <source>The query or the answer may violate a content policy, so no answer was given.</source>
        <translation>La consulta o la respuesta podrían infringir una política de contenido, así que no se dio ninguna respuesta.</translation>
    </message>
    <message>
        <source>The search found no content relevant enough to answer the query.</source>
        <translation>La búsqueda no encontró contenido lo bastante relevante para responder a la consulta.</translation>
    </message>
    <message>
        <source>The query looks like an attempt to get around the model&apos;s rules, so it was ignored.</source>
        <translation>La consulta parece un intento de eludir las reglas del modelo, así que se ignoró.</translation>
    </message>
    <message>
        <source>The query or the answer breaks a policy set for this app (banned phrases or Model Armor).</source>
        <translation>La consulta o la respuesta infringe una política definida para esta aplicación (frases prohibidas o Model Armor).</translation>
    </message>
    <message>
        <source>The newer classifier found that the query does not ask for an answer, so no answer was generated.</source>
        <translation>El clasificador más reciente determinó que la consulta no pide una respuesta, así que no se generó ninguna.</translation>
    </message>
    <message>
        <source>The generated answer was not supported well enough by the sources, so it was withheld.</source>
        <translation>Las fuentes no respaldaban lo suficiente la respuesta generada, así que se retuvo.</translation>
    </message>
    <message>
        <source>The query matched a classification defined for this app as one to skip.</source>
        <translation>La consulta coincidió con una clasificación que esta aplicación define como motivo para omitir la respuesta.</translation>
    </message>
    <message>
        <source>The generated answer was judged unhelpful, so it was withheld.</source>
        <translation>La respuesta generada se consideró poco útil, así que se retuvo.</translation>
    </message>
    <message>
        <source>The query does not ask the assistant for anything, so no answer was generated.</source>
        <translation>La consulta no pide nada al asistente, así que no se generó ninguna respuesta.</translation>
    </message>
    <message>
        <source>The answer was skipped without a stated reason.</source>
        <translation>La respuesta se omitió sin indicar ningún motivo.</translation>
    </message>
    <message>
        <source>The answer was skipped for a reason this version does not know: %1</source>
        <extracomment>%1 a skipped-reason value this version does not know, as written in the file</extracomment>
        <translation>La respuesta se omitió por un motivo que esta versión no conoce: %1</translation>
    </message>
    <message>
        <source>Adversarial query</source>
        <extracomment>query classification type</extracomment>
        <translation>Consulta adversarial</translation>
    </message>
    <message>
        <source>Not seeking an answer</source>
        <extracomment>query classification type: the query asks for no answer (greeting, chit-chat)</extracomment>
        <translation>No busca una respuesta</translation>
    </message>
    <message>
        <source>Jailbreak attempt</source>
        <extracomment>query classification type: the query tries to bypass the model&apos;s rules</extracomment>
        <translation>Intento de jailbreak</translation>
    </message>
    <message>
        <source>Not seeking an answer (v2)</source>
        <extracomment>query classification type, newer classifier</extracomment>
        <translation>No busca una respuesta (v2)</translation>
    </message>
    <message>
        <source>User-defined classification</source>
        <extracomment>query classification type defined by the customer</extracomment>
        <translation>Clasificación definida por el usuario</translation>
    </message>
    <message>
        <source>Unspecified classification</source>
        <extracomment>query classification type the source did not give</extracomment>
        <translation>Clasificación sin especificar</translation>
    </message>
    <message>
        <source>Hate speech</source>
        <extracomment>safety category</extracomment>
        <translation>Incitación al odio</translation>
    </message>
    <message>
        <source>Dangerous content</source>
        <extracomment>safety category</extracomment>
        <translation>Contenido peligroso</translation>
    </message>
    <message>
        <source>Harassment</source>
        <extracomment>safety category</extracomment>
        <translation>Acoso</translation>
    </message>
    <message>
        <source>Sexually explicit</source>
        <extracomment>safety category</extracomment>
        <translation>Contenido sexual explícito</translation>
    </message>
    <message>
        <source>Civic integrity</source>
        <extracomment>safety category: elections and civic processes</extracomment>
        <translation>Integridad cívica</translation>
    </message>
    <message>
        <source>Unspecified category</source>
        <extracomment>safety category the source did not give</extracomment>
        <translation>Categoría sin especificar</translation>
    </message>
    <message>
        <source>negligible</source>
        <extracomment>safety probability or severity</extracomment>
        <translation>insignificante</translation>
    </message>
    <message>
        <source>low</source>
        <extracomment>safety probability or severity</extracomment>
        <translation>baja</translation>
    </message>
    <message>
        <source>medium</source>
        <extracomment>safety probability or severity</extracomment>
        <translation>media</translation>
    </message>
    <message>
        <source>high</source>
        <extracomment>safety probability or severity</extracomment>
        <translation>alta</translation>
    </message>
    <message>
        <source>unspecified</source>
        <extracomment>safety probability or severity the source did not give</extracomment>
        <translation>sin especificar</translation>
    </message>
    <message>
        <source>From the corpus</source>
        <extracomment>where an image attached to an answer comes from: the searched documents</extracomment>
        <translation>Del corpus</translation>
    </message>
    <message>
        <source>Generated</source>
        <extracomment>where an image attached to an answer comes from: made by the model</extracomment>
        <translation>Generada</translation>
    </message>
    <message>
        <source>Unspecified origin</source>
        <extracomment>attribution of an attached image the source did not give</extracomment>
        <translation>Origen sin especificar</translation>
    </message>
</context>
<context>
    <name>AskCommand</name>
    <message>
        <source>Related questions:</source>
        <extracomment>ask output: heading of the related questions list</extracomment>
        <translation>Preguntas relacionadas:</translation>
    </message>
    <message>
        <source>Session: %1</source>
        <extracomment>ask output: %1 the session resource name (to continue with --session)</extracomment>
        <translation>Sesión: %1</translation>
    </message>
    <message>
        <source>Asks a Vertex AI Search app one question through its conversational_search MCP tool and prints the grounded answer.</source>
        <translation>Hace una pregunta a una aplicación de Vertex AI Search mediante su herramienta MCP conversational_search e imprime la respuesta fundamentada.</translation>
    </message>
    <message>
        <source>The serving config resource name (projects/…/servingConfigs/…).</source>
        <translation>El nombre de recurso de la configuración de servicio (projects/…/servingConfigs/…).</translation>
    </message>
    <message>
        <source>Continue this session, or - to let the server start one.</source>
        <translation>Continúa esta sesión, o - para que el servidor inicie una.</translation>
    </message>
    <message>
        <source>Append the JSON-RPC exchange to this JSONL file (the app opens it again).</source>
        <translation>Añade el intercambio JSON-RPC a este archivo JSONL (la aplicación puede volver a abrirlo).</translation>
    </message>
    <message>
        <source>Print the raw AnswerQueryResponse JSON.</source>
        <translation>Imprime el JSON de AnswerQueryResponse sin procesar.</translation>
    </message>
    <message>
        <source>The answer language (BCP 47).</source>
        <translation>El idioma de la respuesta (BCP 47).</translation>
    </message>
    <message>
        <source>code</source>
        <comment>value placeholder of --language</comment>
        <translation>código</translation>
    </message>
    <message>
        <source>Ask for related questions.</source>
        <translation>Solicita preguntas relacionadas.</translation>
    </message>
    <message>
        <source>Do not ask for citations.</source>
        <translation>No solicita citas.</translation>
    </message>
    <message>
        <source>A custom preamble for the answer.</source>
        <translation>Un preámbulo personalizado para la respuesta.</translation>
    </message>
    <message>
        <source>text</source>
        <comment>value placeholder of --preamble</comment>
        <translation>texto</translation>
    </message>
    <message>
        <source>The answer model version.</source>
        <translation>La versión del modelo de respuesta.</translation>
    </message>
    <message>
        <source>version</source>
        <comment>value placeholder of --model-version</comment>
        <translation>versión</translation>
    </message>
    <message>
        <source>How many search results to ground on.</source>
        <translation>Cuántos resultados de búsqueda usar para fundamentar la respuesta.</translation>
    </message>
    <message>
        <source>A search filter expression.</source>
        <translation>Una expresión de filtro de búsqueda.</translation>
    </message>
    <message>
        <source>expression</source>
        <comment>value placeholder of --filter</comment>
        <translation>expresión</translation>
    </message>
    <message>
        <source>The command.</source>
        <extracomment>Help text of the subcommand name itself</extracomment>
        <translation>El comando.</translation>
    </message>
    <message>
        <source>The question.</source>
        <translation>La pregunta.</translation>
    </message>
    <message>
        <source>--max-results needs a positive number</source>
        <translation>--max-results necesita un número positivo</translation>
    </message>
    <message>
        <source>the QUESTION is missing</source>
        <translation>falta QUESTION</translation>
    </message>
    <message>
        <source>--serving-config is required</source>
        <translation>falta --serving-config</translation>
    </message>
    <message>
        <source>--session needs a name or -</source>
        <translation>--session necesita un nombre o -</translation>
    </message>
    <message>
        <source>conversation-inspector: %1: %2</source>
        <translation>conversation-inspector: %1: %2</translation>
    </message>
</context>
<context>
    <name>BlobCard</name>
    <message>
        <source>unknown type</source>
        <translation>tipo desconocido</translation>
    </message>
    <message>
        <source>%1 — the data could not be decoded</source>
        <extracomment>%1 is a MIME type such as application/pdf</extracomment>
        <translation>%1 — no se pudieron decodificar los datos</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 is a MIME type, %2 a size such as &quot;12.3 KB&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Save as…</source>
        <extracomment>button: save the attachment to a file</extracomment>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>Save Attachment</source>
        <extracomment>title of the file dialog that saves an attachment</extracomment>
        <translation>Guardar adjunto</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>%1 file path, %2 the system&apos;s reason</extracomment>
        <translation>No se pudo guardar %1: %2</translation>
    </message>
</context>
<context>
    <name>BoundedImageReader</name>
    <message>
        <source>Image not shown: %1 of data is more than the %2 limit</source>
        <extracomment>placeholder of an image that is not decoded: %1 its data size, %2 the limit (both like &quot;70 MB&quot;)</extracomment>
        <translation>Imagen no mostrada: %1 de datos superan el límite de %2</translation>
    </message>
    <message>
        <source>Image not shown: %1 × %2 pixels is more than the %3-pixel limit on a side</source>
        <extracomment>placeholder of an image that is not decoded: %1 width, %2 height, %3 the limit, all in pixels</extracomment>
        <translation>Imagen no mostrada: %1 × %2 píxeles supera el límite de %3 píxeles por lado</translation>
    </message>
    <message>
        <source>Image not shown: %1 × %2 pixels is larger than the %3-megapixel limit</source>
        <extracomment>placeholder of an image that is not decoded: %1 width, %2 height in pixels, %3 the limit in millions of pixels</extracomment>
        <translation>Imagen no mostrada: %1 × %2 píxeles supera el límite de %3 megapíxeles</translation>
    </message>
    <message>
        <source>Image not shown: the data ends before the image does (%1 × %2 pixels)</source>
        <extracomment>placeholder of an image whose data was cut off: %1 width, %2 height in pixels</extracomment>
        <translation>Imagen no mostrada: los datos terminan antes que la imagen (%1 × %2 píxeles)</translation>
    </message>
</context>
<context>
    <name>CesCommand</name>
    <message>
        <source>payload %1</source>
        <extracomment>ces run output: %1 the agent&apos;s custom payload as JSON on one line</extracomment>
        <translation>carga útil %1</translation>
    </message>
    <message>
        <source>The agent ended the session.</source>
        <translation>El agente terminó la sesión.</translation>
    </message>
    <message>
        <source>Speaks to a Conversational Agents app (CES SessionService): runs one turn of a session and prints the agent&apos;s outputs as they arrive.</source>
        <translation>Habla con una aplicación de Conversational Agents (CES SessionService): ejecuta un turno de una sesión e imprime las salidas del agente a medida que llegan.</translation>
    </message>
    <message>
        <source>The API (default https://ces.googleapis.com; http only to localhost).</source>
        <translation>La API (por defecto https://ces.googleapis.com; http solo hacia localhost).</translation>
    </message>
    <message>
        <source>Seconds a request may stay silent (default 120).</source>
        <translation>Segundos que una solicitud puede pasar sin respuesta (por defecto 120).</translation>
    </message>
    <message>
        <source>seconds</source>
        <comment>value placeholder of --timeout</comment>
        <translation>segundos</translation>
    </message>
    <message>
        <source>The session (projects/P/locations/L/apps/A/sessions/S), or the app (projects/P/locations/L/apps/A) to start a new one.</source>
        <translation>La sesión (projects/P/locations/L/apps/A/sessions/S), o la aplicación (projects/P/locations/L/apps/A) para empezar una nueva.</translation>
    </message>
    <message>
        <source>Use streamRunSession: outputs are printed as they are made.</source>
        <translation>Usa streamRunSession: las salidas se imprimen a medida que se generan.</translation>
    </message>
    <message>
        <source>Use streamRunSession as Server-Sent Events (alt=sse).</source>
        <translation>Usa streamRunSession como Server-Sent Events (alt=sse).</translation>
    </message>
    <message>
        <source>A JSON object of session variables, sent as an input before the text.</source>
        <translation>Un objeto JSON de variables de sesión, enviado como entrada antes del texto.</translation>
    </message>
    <message>
        <source>The agent that handles the session (default: the root agent).</source>
        <translation>El agente que atiende la sesión (por defecto, el agente raíz).</translation>
    </message>
    <message>
        <source>Print every output as one line of JSON.</source>
        <translation>Imprime cada salida como una línea de JSON.</translation>
    </message>
    <message>
        <source>Append the turn to FILE (a live CES session, which the window and check open).</source>
        <translation>Añade el turno a FILE (una sesión CES en vivo, que la ventana y check abren).</translation>
    </message>
    <message>
        <source>The command.</source>
        <extracomment>Help text of the subcommand name itself</extracomment>
        <translation>La orden.</translation>
    </message>
    <message>
        <source>run TEXT: send TEXT as the user&apos;s turn</source>
        <translation>run TEXT: envía TEXT como turno del usuario</translation>
    </message>
    <message>
        <source>say run after the options</source>
        <translation>indique run después de las opciones</translation>
    </message>
    <message>
        <source>the TEXT is missing</source>
        <translation>falta TEXT</translation>
    </message>
    <message>
        <source>--session needs a session or an app name (projects/P/locations/L/apps/A)</source>
        <translation>--session necesita un nombre de sesión o de aplicación (projects/P/locations/L/apps/A)</translation>
    </message>
    <message>
        <source>--variables must be a JSON object</source>
        <translation>--variables debe ser un objeto JSON</translation>
    </message>
    <message>
        <source>%1 holds another session (%2); give its session or a new file</source>
        <translation>%1 contiene otra sesión (%2); indique esa sesión o un archivo nuevo</translation>
    </message>
    <message>
        <source>not a live CES session</source>
        <translation>no es una sesión CES en vivo</translation>
    </message>
    <message>
        <source>Session: %1</source>
        <extracomment>ces run output: %1 the new session&apos;s name (to continue with --session)</extracomment>
        <translation>Sesión: %1</translation>
    </message>
    <message>
        <source>conversation-inspector: %1: %2</source>
        <translation>conversation-inspector: %1: %2</translation>
    </message>
    <message>
        <source>Start the session from the messages of FILE&apos;s first conversation (historicalContexts).</source>
        <translation>Empieza la sesión desde los mensajes de la primera conversación de FILE (historicalContexts).</translation>
    </message>
    <message>
        <source>Send only the first N messages of --history.</source>
        <translation>Envía solo los primeros N mensajes de --history.</translation>
    </message>
    <message>
        <source>--history-messages needs --history</source>
        <translation>--history-messages necesita --history</translation>
    </message>
    <message>
        <source>--history-messages needs a count from 1</source>
        <translation>--history-messages necesita un número a partir de 1</translation>
    </message>
    <message>
        <source>%1 holds nothing that can be sent as a CES history</source>
        <translation>%1 no contiene nada que pueda enviarse como historial de CES</translation>
    </message>
    <message numerus="yes">
        <source>History: %n message(s) of %1</source>
        <extracomment>ces run, on stderr: %n the messages sent as history; %1 the file</extracomment>
        <translation>
            <numerusform>Historial: %n mensaje de %1</numerusform>
            <numerusform>Historial: %n mensajes de %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n part(s) with no CES form left out)</source>
        <extracomment>ces run, after &quot;History: …&quot;: thoughts, code, calls of no CES tool…</extracomment>
        <translation>
            <numerusform> (se omitió %n parte sin forma de CES)</numerusform>
            <numerusform> (se omitieron %n partes sin forma de CES)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CesSessionOptions</name>
    <message>
        <source>Open a conversation to start the session from, or choose to start from nothing in Options.</source>
        <extracomment>CES page status: the history option needs a conversation open in the window</extracomment>
        <translation>Abra una conversación desde la que empezar la sesión, o elija «Nada» como historial en Opciones.</translation>
    </message>
    <message>
        <source>Select the message the session&apos;s history ends with.</source>
        <extracomment>CES page status: the history option &quot;up to the selected message&quot; without one</extracomment>
        <translation>Seleccione el mensaje con el que termina el historial de la sesión.</translation>
    </message>
    <message>
        <source>Nothing in the open conversation can be sent as a CES history.</source>
        <extracomment>CES page status: the open conversation has no text, tool call or other CES chunk</extracomment>
        <translation>Nada de la conversación abierta puede enviarse como historial de CES.</translation>
    </message>
    <message>
        <source>Answer</source>
        <extracomment>CES page option: runSession or streamRunSession</extracomment>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>History</source>
        <extracomment>CES page option: what a new session starts from (SessionConfig.historicalContexts)</extracomment>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Entry agent</source>
        <extracomment>CES page option: the agent the session starts with</extracomment>
        <translation>Agente de entrada</translation>
    </message>
    <message>
        <source>Deployment</source>
        <extracomment>CES page option: the app&apos;s deployment to talk to</extracomment>
        <translation>Implementación</translation>
    </message>
    <message>
        <source>Time zone</source>
        <extracomment>CES page option: the IANA time zone of the session</extracomment>
        <translation>Zona horaria</translation>
    </message>
    <message>
        <source>Options</source>
        <extracomment>CES page: how the agent&apos;s answer comes</extracomment>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>Streamed (JSON array)</source>
        <extracomment>CES answer choice: streamRunSession, the REST default (a JSON array that grows)</extracomment>
        <translation>En streaming (array JSON)</translation>
    </message>
    <message>
        <source>Streamed (Server-Sent Events)</source>
        <extracomment>CES answer choice: streamRunSession with alt=sse</extracomment>
        <translation>En streaming (Server-Sent Events)</translation>
    </message>
    <message>
        <source>All at once (runSession)</source>
        <extracomment>CES answer choice: runSession, all outputs at once</extracomment>
        <translation>Todo a la vez (runSession)</translation>
    </message>
    <message>
        <source>Streamed answers show each output as it comes</source>
        <translation>Las respuestas en streaming muestran cada salida cuando llega</translation>
    </message>
    <message>
        <source>Nothing (the agent keeps the session)</source>
        <extracomment>CES history choice: the agent keeps the session&apos;s history itself</extracomment>
        <translation>Nada (el agente guarda la sesión)</translation>
    </message>
    <message>
        <source>The open conversation</source>
        <extracomment>CES history choice: every message of the conversation the window shows</extracomment>
        <translation>La conversación abierta</translation>
    </message>
    <message>
        <source>The open conversation up to the selected message</source>
        <extracomment>CES history choice: the window&apos;s conversation up to the selected message</extracomment>
        <translation>La conversación abierta hasta el mensaje seleccionado</translation>
    </message>
    <message>
        <source>A new session can start from the messages of the conversation the window shows (historicalContexts), to try the agent from that point</source>
        <translation>Una sesión nueva puede empezar desde los mensajes de la conversación que muestra la ventana (historicalContexts), para probar el agente desde ese punto</translation>
    </message>
    <message>
        <source>Stream the text as it is written</source>
        <extracomment>CES page option: partial text outputs while the agent writes</extracomment>
        <translation>Mostrar el texto a medida que se escribe</translation>
    </message>
    <message>
        <source>Asks for partial text outputs (enableTextStreaming)</source>
        <translation>Pide salidas de texto parciales (enableTextStreaming)</translation>
    </message>
    <message>
        <source>Use tool fakes</source>
        <extracomment>CES page option: the app&apos;s tool fakes instead of real tools</extracomment>
        <translation>Usar herramientas simuladas</translation>
    </message>
    <message>
        <source>The app answers tool calls with its fakes (useToolFakes)</source>
        <translation>La aplicación responde a las llamadas a herramientas con sus simulaciones (useToolFakes)</translation>
    </message>
    <message>
        <source>The agent to start with (…/apps/…/agents/…); empty: the root</source>
        <translation>El agente con el que se empieza (…/apps/…/agents/…); vacío: el raíz</translation>
    </message>
    <message>
        <source>The deployment to talk to (…/apps/…/deployments/…)</source>
        <translation>La implementación con la que se habla (…/apps/…/deployments/…)</translation>
    </message>
    <message>
        <source>The session&apos;s time zone, an IANA name; empty: the app&apos;s</source>
        <translation>La zona horaria de la sesión, un nombre IANA; vacío: la de la aplicación</translation>
    </message>
</context>
<context>
    <name>CesToolCalls</name>
    <message>
        <source>The response to %1 is not a JSON object: %2</source>
        <extracomment>CES page: a tool response typed is not a JSON object; %1 the tool, %2 why</extracomment>
        <translation>La respuesta a %1 no es un objeto JSON: %2</translation>
    </message>
    <message>
        <source>another JSON value</source>
        <translation>es otro valor JSON</translation>
    </message>
    <message>
        <source>The agent asks this client to run these tools:</source>
        <extracomment>CES page: heading of the tools the agent asks the client (this window) to run</extracomment>
        <translation>El agente pide a este cliente que ejecute estas herramientas:</translation>
    </message>
    <message>
        <source>Save as the tools&apos; canned responses</source>
        <extracomment>CES page check box: keep each response typed as that tool&apos;s canned response</extracomment>
        <translation>Guardar como respuestas predefinidas</translation>
    </message>
    <message>
        <source>Next time a call of the same tool starts from this response</source>
        <translation>La próxima llamada a la misma herramienta empieza con esta respuesta</translation>
    </message>
    <message>
        <source>Send Responses</source>
        <extracomment>CES page button: send the typed tool responses as the next input of the session</extracomment>
        <translation>Enviar respuestas</translation>
    </message>
    <message>
        <source>Send the responses to the agent, which goes on with the turn</source>
        <translation>Envía las respuestas al agente, que continúa con el turno</translation>
    </message>
    <message>
        <source>%1 (call %2)</source>
        <extracomment>CES page: a tool call; %1 the tool, %2 the call&apos;s id</extracomment>
        <translation>%1 (llamada %2)</translation>
    </message>
    <message>
        <source>Response to %1</source>
        <extracomment>accessible name of the response field of a tool call; %1 the tool</extracomment>
        <translation>Respuesta a %1</translation>
    </message>
    <message>
        <source>The tool&apos;s result as a JSON object, sent as the ToolResponse&apos;s response</source>
        <translation>El resultado de la herramienta como objeto JSON, enviado como response del ToolResponse</translation>
    </message>
</context>
<context>
    <name>CesTurnInput</name>
    <message>
        <source>The variables are not a JSON object: %1</source>
        <extracomment>CES page status: the variables typed are not a JSON object; %1 why</extracomment>
        <translation>Las variables no son un objeto JSON: %1</translation>
    </message>
    <message>
        <source>another JSON value</source>
        <translation>es otro valor JSON</translation>
    </message>
    <message>
        <source>Type a message, variables, DTMF digits or an event, or attach a file.</source>
        <extracomment>CES page status: Send with every input field empty</extracomment>
        <translation>Escriba un mensaje, variables, dígitos DTMF o un evento, o adjunte un archivo.</translation>
    </message>
    <message>
        <source>%1 cannot be attached: it cannot be read, or is larger than 20 MB.</source>
        <extracomment>CES page status: a file to attach cannot be read or is too big; %1 its path</extracomment>
        <translation>No se puede adjuntar %1: no se puede leer o supera los 20 MB.</translation>
    </message>
    <message>
        <source>Attach a File</source>
        <extracomment>file dialog title of the CES page&apos;s Attach File…</extracomment>
        <translation>Adjuntar un archivo</translation>
    </message>
    <message>
        <source>Message</source>
        <extracomment>CES page: the text of the user&apos;s turn</extracomment>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Variables</source>
        <extracomment>CES page: session variables sent with the turn, a JSON object</extracomment>
        <translation>Variables</translation>
    </message>
    <message>
        <source>Attachment</source>
        <extracomment>CES page: an image or file sent with the turn</extracomment>
        <translation>Adjunto</translation>
    </message>
    <message>
        <source>DTMF</source>
        <extracomment>CES page: telephone keypad digits sent as the turn</extracomment>
        <translation>DTMF</translation>
    </message>
    <message>
        <source>Event</source>
        <extracomment>CES page: the name of an event sent as the turn</extracomment>
        <translation>Evento</translation>
    </message>
    <message>
        <source>The user&apos;s text for this turn; Ctrl+Enter sends it</source>
        <translation>El texto del usuario para este turno; Ctrl+Intro lo envía</translation>
    </message>
    <message>
        <source>Session variables sent before the text, as a JSON object</source>
        <translation>Variables de sesión enviadas antes del texto, como objeto JSON</translation>
    </message>
    <message>
        <source>Attach File…</source>
        <extracomment>CES page button: choose an image or file to send with the turn</extracomment>
        <translation>Adjuntar archivo…</translation>
    </message>
    <message>
        <source>An image (PNG, JPEG, WEBP, GIF) or any file sent with the turn</source>
        <translation>Una imagen (PNG, JPEG, WEBP, GIF) o cualquier archivo enviado con el turno</translation>
    </message>
    <message>
        <source>%1 (%2, %3 bytes)</source>
        <translation>%1 (%2, %3 bytes)</translation>
    </message>
    <message>
        <source>Keypad digits sent as the turn (dtmf)</source>
        <translation>Dígitos del teclado enviados como turno (dtmf)</translation>
    </message>
    <message>
        <source>The name of an event sent as the turn</source>
        <translation>El nombre de un evento enviado como turno</translation>
    </message>
</context>
<context>
    <name>CheckCommand</name>
    <message>
        <source>error</source>
        <extracomment>Severity label in the check command&apos;s output</extracomment>
        <translation>error</translation>
    </message>
    <message>
        <source>warning</source>
        <extracomment>Severity label in the check command&apos;s output</extracomment>
        <translation>advertencia</translation>
    </message>
    <message>
        <source>info</source>
        <extracomment>Severity label in the check command&apos;s output</extracomment>
        <translation>información</translation>
    </message>
    <message>
        <source>%1: not read</source>
        <extracomment>One file of the check report: %1 its path; it could not be read</extracomment>
        <translation>%1: no se pudo leer</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Check report header: %1 file path, %2 format id such as ces.conversation</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s)</source>
        <translation>
            <numerusform>%n conversación</numerusform>
            <numerusform>%n conversaciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n mensaje</numerusform>
            <numerusform>%n mensajes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 chunk kind id (kept in English, e.g. toolCall), %2 how many</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>chunks: %1</source>
        <translation>fragmentos: %1</translation>
    </message>
    <message>
        <source>citations: %1 resolved, %2 with problems; references: %3</source>
        <translation>citas: %1 resueltas, %2 con problemas; referencias: %3</translation>
    </message>
    <message>
        <source>%1: %2 (at %3)</source>
        <translation>%1: %2 (en %3)</translation>
    </message>
    <message>
        <source>Reads every record of every file and reports what it found.</source>
        <translation>Lee todos los registros de todos los archivos e informa de lo que encuentra.</translation>
    </message>
    <message>
        <source>Print one JSON object instead of text.</source>
        <translation>Imprime un objeto JSON en lugar de texto.</translation>
    </message>
    <message>
        <source>The command.</source>
        <extracomment>Help text of the subcommand name itself</extracomment>
        <translation>El comando.</translation>
    </message>
    <message>
        <source>Transcript files; - reads standard input.</source>
        <translation>Archivos de transcripción; - lee la entrada estándar.</translation>
    </message>
    <message>
        <source>no FILE given</source>
        <translation>no se indicó ningún FILE</translation>
    </message>
    <message>
        <source>%1: the file changed while it was read; check it again</source>
        <translation>%1: el archivo cambió mientras se leía; vuelve a comprobarlo</translation>
    </message>
    <message>
        <source>coverage: %1 of %2 cited; %3</source>
        <translation>cobertura: %1 de %2 con cita; %3</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n respuesta</numerusform>
            <numerusform>%n respuestas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sentence(s) without a source</source>
        <translation>
            <numerusform>%n oración sin fuente</numerusform>
            <numerusform>%n oraciones sin fuente</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChunkCard</name>
    <message>
        <source>Text</source>
        <extracomment>chunk kind shown above a card</extracomment>
        <translation>Texto</translation>
    </message>
    <message>
        <source>Thought</source>
        <extracomment>chunk kind: the model&apos;s reasoning</extracomment>
        <translation>Razonamiento</translation>
    </message>
    <message>
        <source>Transcript</source>
        <extracomment>chunk kind: speech transcript of audio</extracomment>
        <translation>Transcripción</translation>
    </message>
    <message>
        <source>Attachment</source>
        <extracomment>chunk kind: binary attachment</extracomment>
        <translation>Adjunto</translation>
    </message>
    <message>
        <source>Payload</source>
        <extracomment>chunk kind: custom JSON payload</extracomment>
        <translation>Carga útil</translation>
    </message>
    <message>
        <source>Image</source>
        <extracomment>chunk kind</extracomment>
        <translation>Imagen</translation>
    </message>
    <message>
        <source>Tool call</source>
        <extracomment>chunk kind: a call of a tool by the agent</extracomment>
        <translation>Llamada a herramienta</translation>
    </message>
    <message>
        <source>Tool response</source>
        <extracomment>chunk kind: the result of a tool call</extracomment>
        <translation>Respuesta de herramienta</translation>
    </message>
    <message>
        <source>Agent transfer</source>
        <extracomment>chunk kind: hand-off to another agent</extracomment>
        <translation>Transferencia de agente</translation>
    </message>
    <message>
        <source>Updated variables</source>
        <extracomment>chunk kind: session variables that changed</extracomment>
        <translation>Variables actualizadas</translation>
    </message>
    <message>
        <source>Default variables</source>
        <extracomment>chunk kind: session variables at the start</extracomment>
        <translation>Variables predeterminadas</translation>
    </message>
    <message>
        <source>Code</source>
        <extracomment>chunk kind: code the model wants to run</extracomment>
        <translation>Código</translation>
    </message>
    <message>
        <source>Code result</source>
        <extracomment>chunk kind: output of running code</extracomment>
        <translation>Resultado del código</translation>
    </message>
    <message>
        <source>File</source>
        <extracomment>chunk kind: reference to a file</extracomment>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Error</source>
        <extracomment>chunk kind: an error reported in the conversation</extracomment>
        <translation>Error</translation>
    </message>
    <message>
        <source>Unknown</source>
        <extracomment>chunk kind not known to the reader</extracomment>
        <translation>Desconocido</translation>
    </message>
    <message>
        <source>Copy Text</source>
        <extracomment>context menu of a chunk card</extracomment>
        <translation>Copiar texto</translation>
    </message>
    <message>
        <source>Copy JSON</source>
        <extracomment>context menu of a chunk card: the chunk&apos;s source JSON, pretty-printed</extracomment>
        <translation>Copiar JSON</translation>
    </message>
    <message>
        <source>Copy JSON Path</source>
        <extracomment>context menu of a chunk card: where the chunk is in the file, e.g. turns[0].messages[1]</extracomment>
        <translation>Copiar ruta JSON</translation>
    </message>
    <message>
        <source>Tool: %1</source>
        <translation>Herramienta: %1</translation>
    </message>
    <message>
        <source>Toolset: %1, tool %2</source>
        <translation>Conjunto de herramientas: %1, herramienta %2</translation>
    </message>
    <message>
        <source>Call id: %1</source>
        <extracomment>%1 the id that pairs a tool call with its response</extracomment>
        <translation>ID de llamada: %1</translation>
    </message>
    <message>
        <source>Laying out %1 characters of text…</source>
        <translation>Maquetando un texto de %1 caracteres…</translation>
    </message>
</context>
<context>
    <name>CitationOverviewModel</name>
    <message>
        <source>uncited</source>
        <extracomment>flag in the citations overview: a sentence of a grounded answer with no citation</extracomment>
        <translation>sin cita</translation>
    </message>
    <message>
        <source>missing source</source>
        <extracomment>flag in the citations overview: a segment that cites no source, or one that is not there</extracomment>
        <translation>fuente ausente</translation>
    </message>
    <message>
        <source>unresolved</source>
        <extracomment>flag in the citations overview: the segment&apos;s offsets could not be placed in the text</extracomment>
        <translation>sin resolver</translation>
    </message>
    <message>
        <source>text mismatch</source>
        <extracomment>flag in the citations overview: the text at the offsets differs from the cited text</extracomment>
        <translation>el texto no coincide</translation>
    </message>
    <message>
        <source>weak</source>
        <extracomment>flag in the citations overview: the sources share almost nothing with the segment</extracomment>
        <translation>débil</translation>
    </message>
    <message>
        <source>(whole answer)</source>
        <extracomment>the text of a citation that supports a whole answer rather than a part of it</extracomment>
        <translation>(toda la respuesta)</translation>
    </message>
    <message>
        <source>[%1] %2</source>
        <extracomment>a source of a cited segment: %1 its number, %2 its title</extracomment>
        <translation>[%1] %2</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>separates the sources, or the flags, of one row of the citations overview</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>the cited share of an answer&apos;s text; %1 a whole number of percent</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Message</source>
        <extracomment>column of the citations overview: the message&apos;s number</extracomment>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Author</source>
        <extracomment>column of the citations overview: who wrote the message</extracomment>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Text</source>
        <extracomment>column of the citations overview: the cited text, or the uncited sentence</extracomment>
        <translation>Texto</translation>
    </message>
    <message>
        <source>Sources</source>
        <extracomment>column of the citations overview: the sources a segment cites</extracomment>
        <translation>Fuentes</translation>
    </message>
    <message>
        <source>Offsets</source>
        <extracomment>column of the citations overview: how the segment&apos;s offsets matched its text</extracomment>
        <translation>Desplazamientos</translation>
    </message>
    <message>
        <source>Coverage</source>
        <extracomment>column of the citations overview: the cited share of the message&apos;s text</extracomment>
        <translation>Cobertura</translation>
    </message>
    <message>
        <source>Flags</source>
        <extracomment>column of the citations overview: what is wrong with the row (weak, uncited...)</extracomment>
        <translation>Marcas</translation>
    </message>
</context>
<context>
    <name>CitationsOverviewPane</name>
    <message>
        <source>Gathering citations…</source>
        <extracomment>citations overview: the rows of a long conversation are being gathered</extracomment>
        <translation>Reuniendo las citas…</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>citations overview summary: %1 &quot;N cited segments&quot;, %2 &quot;N uncited sentences&quot;</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n cited segment(s)</source>
        <translation>
            <numerusform>%n fragmento citado</numerusform>
            <numerusform>%n fragmentos citados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n uncited sentence(s)</source>
        <translation>
            <numerusform>%n oración sin cita</numerusform>
            <numerusform>%n oraciones sin cita</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n shown)</source>
        <extracomment>citations overview summary when filtered: %1 the summary, %2 the rows shown</extracomment>
        <translation>
            <numerusform>%1 (%n mostrado)</numerusform>
            <numerusform>%1 (%n mostrados)</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>citations overview: writing the CSV file failed; %1 file, %2 reason (English system text)</extracomment>
        <translation>No se pudo guardar %1: %2</translation>
    </message>
    <message>
        <source>Export Citations</source>
        <extracomment>file dialog title</extracomment>
        <translation>Exportar citas</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <extracomment>file dialog filter</extracomment>
        <translation>Archivos CSV (*.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>All rows</source>
        <extracomment>flag filter of the citations overview</extracomment>
        <translation>Todas las filas</translation>
    </message>
    <message>
        <source>Weakly supported</source>
        <extracomment>flag filter of the citations overview: segments whose sources share almost nothing with them</extracomment>
        <translation>Con poco respaldo</translation>
    </message>
    <message>
        <source>Uncited sentences</source>
        <extracomment>flag filter of the citations overview: sentences of grounded answers with no citation</extracomment>
        <translation>Oraciones sin cita</translation>
    </message>
    <message>
        <source>Missing sources</source>
        <extracomment>flag filter of the citations overview: segments without a source, or citing a missing one</extracomment>
        <translation>Fuentes ausentes</translation>
    </message>
    <message>
        <source>Any flag</source>
        <extracomment>flag filter of the citations overview: rows with any flag</extracomment>
        <translation>Con cualquier marca</translation>
    </message>
    <message>
        <source>Filter by text, source or author</source>
        <extracomment>placeholder of the text filter of the citations overview</extracomment>
        <translation>Filtrar por texto, fuente o autor</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <extracomment>button: write the rows shown to a CSV file</extracomment>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Write the rows shown to a CSV file</source>
        <translation>Escribe las filas mostradas en un archivo CSV</translation>
    </message>
    <message>
        <source>Citations</source>
        <extracomment>accessible name of the table of every citation of the conversation</extracomment>
        <translation>Citas</translation>
    </message>
    <message>
        <source>Show only the rows with this flag</source>
        <extracomment>tooltip of the flag filter of the citations overview</extracomment>
        <translation>Muestra solo las filas con esta marca</translation>
    </message>
    <message>
        <source>Every cited segment and uncited sentence of the conversation; Enter shows the row in its message</source>
        <extracomment>accessible description of the citations overview&apos;s table</extracomment>
        <translation>Todos los fragmentos citados y las oraciones sin cita de la conversación; Intro muestra la fila en su mensaje</translation>
    </message>
</context>
<context>
    <name>CodeCard</name>
    <message>
        <source>Language: %1</source>
        <translation>Lenguaje: %1</translation>
    </message>
    <message>
        <source>Outcome: %1</source>
        <extracomment>%1 outcome of running code, e.g. OUTCOME_OK</extracomment>
        <translation>Resultado: %1</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>conversation-inspector: %1</source>
        <translation>conversation-inspector: %1</translation>
    </message>
    <message>
        <source>the file could not be read as a transcript</source>
        <translation>el archivo no se pudo leer como transcripción</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>Error message: %1 file path with line:column, %2 the reason</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>User interface language: en, ja or es.</source>
        <translation>Idioma de la interfaz: en, ja o es.</translation>
    </message>
    <message>
        <source>Qt platform plugin.</source>
        <translation>Complemento de plataforma de Qt.</translation>
    </message>
    <message>
        <source>Transcript files to open; - reads standard input.</source>
        <translation>Archivos de transcripción que abrir; - lee la entrada estándar.</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot; (use en, ja or es)</source>
        <translation>idioma desconocido «%1» (use en, ja o es)</translation>
    </message>
    <message>
        <source>code</source>
        <comment>value placeholder of --lang in --help</comment>
        <translation>código</translation>
    </message>
    <message>
        <source>name</source>
        <comment>value placeholder of -platform in --help</comment>
        <translation>nombre</translation>
    </message>
    <message>
        <source>Inspects conversational-AI transcripts (CES, Agent Engine, ADK, Gemini, Discovery Engine).

Commands:
  check [--json] FILE...           report what every file holds
  export --format json|markdown|html [--output OUT] FILE
                                   write a normalized transcript
  screenshot --output OUT.png FILE...
                                   render the window off screen
  ask --endpoint URL --serving-config NAME QUESTION
                                   ask conversational_search over MCP
  mcp --endpoint URL list-tools | call TOOL [ARGS_JSON]
                                   speak to any MCP server
  adk --endpoint URL apps | sessions | get | run | trace ...
                                   speak to an ADK API server
  ces run --session NAME [--stream|--sse] TEXT
                                   run a turn of a Conversational Agents app
  agent-engine --engine NAME sessions | get SESSION
                                   read Vertex AI Agent Engine sessions
  diff [--json] [--exit-code] A B  compare two conversations
Run a command with --help for its options.</source>
        <translation>Inspecciona transcripciones de IA conversacional (CES, Agent Engine, ADK, Gemini, Discovery Engine).

Órdenes:
  check [--json] FILE...           informa de lo que contiene cada archivo
  export --format json|markdown|html [--output OUT] FILE
                                   escribe una transcripción normalizada
  screenshot --output OUT.png FILE...
                                   dibuja la ventana fuera de pantalla
  ask --endpoint URL --serving-config NAME QUESTION
                                   pregunta a conversational_search por MCP
  mcp --endpoint URL list-tools | call TOOL [ARGS_JSON]
                                   habla con cualquier servidor MCP
  adk --endpoint URL apps | sessions | get | run | trace ...
                                   habla con un servidor de API de ADK
  ces run --session NAME [--stream|--sse] TEXT
                                   ejecuta un turno de una aplicación de Conversational Agents
  agent-engine --engine NAME sessions | get SESSION
                                   lee sesiones de Vertex AI Agent Engine
  diff [--json] [--exit-code] A B  compara dos conversaciones
Ejecute una orden con --help para ver sus opciones.</translation>
    </message>
    <message>
        <source>%1: there is no conversation %2 (the file has %3)</source>
        <extracomment>%1 the file, %2 the conversation asked for (1-based), %3 how many it has</extracomment>
        <translation>%1: no hay conversación %2 (el archivo tiene %3)</translation>
    </message>
</context>
<context>
    <name>CompareWith</name>
    <message>
        <source>Open a conversation to compare first.</source>
        <extracomment>status bar: File ▸ Compare With… without an open conversation</extracomment>
        <translation>Primero abra una conversación para comparar.</translation>
    </message>
    <message>
        <source>Compare With</source>
        <extracomment>title of the file dialog of File ▸ Compare With…
----------
File ▸ Compare With…: which conversation of the chosen file; %1 its name</extracomment>
        <translation>Comparar con</translation>
    </message>
    <message>
        <source>Cannot compare: %1</source>
        <extracomment>status bar: the file chosen in File ▸ Compare With… cannot be read; %1 says why</extracomment>
        <translation>No se puede comparar: %1</translation>
    </message>
    <message>
        <source>Cannot compare: %1 holds no conversation.</source>
        <extracomment>status bar: the file chosen in File ▸ Compare With… holds no conversation</extracomment>
        <translation>No se puede comparar: %1 no contiene ninguna conversación.</translation>
    </message>
    <message>
        <source>Conversation of %1 (1 to %2):</source>
        <translation>Conversación de %1 (de 1 a %2):</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <extracomment>a conversation&apos;s name in the comparison window; %1 the file, %2 its number in the file</extracomment>
        <translation>%1 n.º %2</translation>
    </message>
    <message>
        <source>Co&amp;mpare With…</source>
        <extracomment>File menu: the open conversation beside another one (of another file or the same)</extracomment>
        <translation>Co&amp;mparar con…</translation>
    </message>
</context>
<context>
    <name>ComparisonDelegate</name>
    <message>
        <source>✓ same</source>
        <extracomment>comparison window: a tool call the other side makes alike</extracomment>
        <translation>✓ igual</translation>
    </message>
    <message>
        <source>≠ other arguments</source>
        <extracomment>comparison window: the other side calls the same tool with other arguments</extracomment>
        <translation>≠ otros argumentos</translation>
    </message>
    <message>
        <source>≠ other tool</source>
        <extracomment>comparison window: the other side calls another tool at this place</extracomment>
        <translation>≠ otra herramienta</translation>
    </message>
    <message>
        <source>⇄ out of order</source>
        <extracomment>comparison window: the other side calls this tool at another place</extracomment>
        <translation>⇄ en otro orden</translation>
    </message>
    <message>
        <source>− only here</source>
        <extracomment>comparison window: only the left side calls this tool</extracomment>
        <translation>− solo aquí</translation>
    </message>
    <message>
        <source>+ only here</source>
        <extracomment>comparison window: only the right side calls this tool</extracomment>
        <translation>+ solo aquí</translation>
    </message>
    <message>
        <source>No turn here</source>
        <extracomment>comparison window: an empty cell beside a turn the other conversation has alone</extracomment>
        <translation>Sin turno aquí</translation>
    </message>
    <message>
        <source>Sources:</source>
        <extracomment>comparison window: label before the sources a turn&apos;s answers cite</extracomment>
        <translation>Fuentes:</translation>
    </message>
    <message>
        <source>Variables:</source>
        <extracomment>comparison window: label before the variables a turn sets</extracomment>
        <translation>Variables:</translation>
    </message>
</context>
<context>
    <name>ComparisonWindow</name>
    <message>
        <source>%1 ↔ %2</source>
        <extracomment>title of the comparison window; %1 and %2 name the two conversations</extracomment>
        <translation>%1 ↔ %2</translation>
    </message>
    <message>
        <source>Only differences</source>
        <extracomment>comparison window option: hide the turns that are the same on both sides</extracomment>
        <translation>Solo diferencias</translation>
    </message>
    <message>
        <source>Ignore white space</source>
        <extracomment>comparison window option: any run of spaces and line breaks counts as one space</extracomment>
        <translation>Ignorar espacios</translation>
    </message>
    <message>
        <source>Ignore case</source>
        <extracomment>comparison window option</extracomment>
        <translation>Ignorar mayúsculas</translation>
    </message>
    <message>
        <source>Ignore full-width and half-width</source>
        <extracomment>comparison window option: full-width and half-width forms (Ａ and A, ｶ and カ) count as equal</extracomment>
        <translation>Ignorar ancho completo y medio</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <extracomment>comparison window status while the comparison is computed</extracomment>
        <translation>Comparando…</translation>
    </message>
    <message numerus="yes">
        <source>%1 ↔ %2: %n of %3 turn(s) differ.</source>
        <extracomment>comparison window summary; %1 and %2 name the conversations; %n the turns that differ; %3 all the aligned turns</extracomment>
        <translation>
            <numerusform>%1 ↔ %2: %n de %3 turno difiere.</numerusform>
            <numerusform>%1 ↔ %2: %n de %3 turnos difieren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Comparison</source>
        <extracomment>accessible name of the comparison window&apos;s turns side by side</extracomment>
        <translation>Comparación</translation>
    </message>
    <message>
        <source>Hide the turns that are the same on both sides</source>
        <translation>Oculta los turnos que son iguales en ambos lados</translation>
    </message>
    <message>
        <source>Count any run of spaces and line breaks as one space</source>
        <translation>Cuenta cualquier serie de espacios y saltos de línea como un solo espacio</translation>
    </message>
    <message>
        <source>Count capital and small letters as equal</source>
        <translation>Considera iguales las mayúsculas y las minúsculas</translation>
    </message>
    <message>
        <source>Count full-width and half-width forms (Ａ and A, ｶ and カ) as equal</source>
        <translation>Considera iguales las formas de ancho completo y de medio ancho (Ａ y A, ｶ y カ)</translation>
    </message>
    <message>
        <source>The turns of the two conversations side by side; Enter shows the turn in the main window</source>
        <extracomment>accessible description of the comparison window&apos;s turns side by side</extracomment>
        <translation>Los turnos de las dos conversaciones, uno junto a otro; Intro muestra el turno en la ventana principal</translation>
    </message>
</context>
<context>
    <name>ComparisonWriter</name>
    <message>
        <source>tool %1: same</source>
        <extracomment>diff: a tool call both conversations make alike; %1 the tool</extracomment>
        <translation>herramienta %1: igual</translation>
    </message>
    <message>
        <source>tool %1: arguments differ: %2</source>
        <extracomment>diff: %1 the tool, %2 its argument keys that differ (-only left, +only right)</extracomment>
        <translation>herramienta %1: los argumentos difieren: %2</translation>
    </message>
    <message>
        <source>tool %1 in A, %2 in B</source>
        <extracomment>diff: at the same place, A called %1 and B called %2</extracomment>
        <translation>herramienta %1 en A, %2 en B</translation>
    </message>
    <message>
        <source>tool %1: call %2 in A, call %3 in B</source>
        <extracomment>diff: %1 the tool, %2 and %3 its 1-based positions among the turn&apos;s calls</extracomment>
        <translation>herramienta %1: llamada %2 en A, llamada %3 en B</translation>
    </message>
    <message>
        <source>tool %1: only in A</source>
        <translation>herramienta %1: solo en A</translation>
    </message>
    <message>
        <source>tool %1: only in B</source>
        <translation>herramienta %1: solo en B</translation>
    </message>
    <message>
        <source>turn %1</source>
        <extracomment>diff: a turn of one side, 1-based; &quot;–&quot; when that side has no such turn</extracomment>
        <translation>turno %1</translation>
    </message>
    <message>
        <source>A: %1
B: %2
</source>
        <extracomment>diff: header; %1 and %2 the two conversations (file and conversation number)</extracomment>
        <translation>A: %1
B: %2
</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>diff: nothing differs in this pair of turns</extracomment>
        <translation>igual</translation>
    </message>
    <message>
        <source>B&apos;s input: %1</source>
        <extracomment>diff: the two turns start with different user texts; %1 is B&apos;s</extracomment>
        <translation>entrada de B: %1</translation>
    </message>
    <message>
        <source>answer: %1</source>
        <extracomment>diff: %1 the answer with [-removed-] and {+added+} words</extracomment>
        <translation>respuesta: %1</translation>
    </message>
    <message>
        <source>sources only in B: %1</source>
        <translation>fuentes solo en B: %1</translation>
    </message>
    <message>
        <source>sources only in A: %1</source>
        <translation>fuentes solo en A: %1</translation>
    </message>
    <message>
        <source>variables set differently: %1</source>
        <translation>variables con otro valor: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n of %1 turn(s) differ.</source>
        <extracomment>diff: the summary line; %n turns that differ, %1 all turns</extracomment>
        <translation>
            <numerusform>%n de %1 turno difiere.</numerusform>
            <numerusform>%n de %1 turnos difieren.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ConversationListModel</name>
    <message>
        <source>Conversation %1</source>
        <translation>Conversación %1</translation>
    </message>
    <message>
        <source>Conversation</source>
        <extracomment>column header of the conversation list</extracomment>
        <translation>Conversación</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>column header: when the conversation started</extracomment>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Messages</source>
        <extracomment>column header: number of messages</extracomment>
        <translation>Mensajes</translation>
    </message>
    <message>
        <source>Turns</source>
        <extracomment>column header: number of turns (user/agent exchanges)</extracomment>
        <translation>Turnos</translation>
    </message>
    <message>
        <source>Agent</source>
        <extracomment>column header: the entry agent of the conversation</extracomment>
        <translation>Agente</translation>
    </message>
    <message>
        <source>Part %1 · %2 %3–%4</source>
        <extracomment>The name of a part of a conversation too big to show at once, in the conversation list: &quot;Part 12 · events 11,000–11,999&quot;. %1 the part&apos;s number (from 1), %2 what the records are (&quot;events&quot;, &quot;messages&quot;, &quot;turns&quot;, &quot;records&quot;), %3 and %4 the indexes of its first and last record in the file&apos;s array, from 0 as in the JSON paths the Details and Problems panes show (events[11000])</extracomment>
        <translation>Parte %1 · %2 %3–%4</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <extracomment>A time range: when the first and the last message of a part were written (&quot;10:02–10:05&quot;)</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Part %1 · %2 %3–%4 · %5</source>
        <extracomment>The name of a part of a conversation too big to show at once, in the conversation list, with the time of its messages: &quot;Part 12 · events 11,000–11,999 · 10:02–10:05&quot;. %1 the part&apos;s number (from 1), %2 what the records are (&quot;events&quot;, &quot;messages&quot;, &quot;turns&quot;, &quot;records&quot;), %3 and %4 the indexes of its first and last record in the file&apos;s array, from 0 as in the JSON paths the Details and Problems panes show (events[11000]), %5 the time (range) of its messages</extracomment>
        <translation>Parte %1 · %2 %3–%4 · %5</translation>
    </message>
</context>
<context>
    <name>ConversationListPane</name>
    <message>
        <source>Filter conversations</source>
        <extracomment>placeholder of the field that filters the conversation list</extracomment>
        <translation>Filtrar conversaciones</translation>
    </message>
    <message>
        <source>Sort By</source>
        <extracomment>conversation list header menu: a submenu of sort keys</extracomment>
        <translation>Ordenar por</translation>
    </message>
    <message>
        <source>ID</source>
        <extracomment>sort key: the conversation&apos;s resource name or session id</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>File Order</source>
        <extracomment>sort key: the order of the conversations in the file</extracomment>
        <translation>Orden en el archivo</translation>
    </message>
    <message>
        <source>Shows the conversations whose ID, title or agent contains the text</source>
        <translation>Muestra las conversaciones cuyo ID, título o agente contiene el texto</translation>
    </message>
    <message>
        <source>More</source>
        <extracomment>button beside the conversation filter: shows the time and turn count criteria</extracomment>
        <translation>Más</translation>
    </message>
    <message>
        <source>Filter by start time and number of turns</source>
        <translation>Filtrar por hora de inicio y número de turnos</translation>
    </message>
    <message>
        <source>From</source>
        <extracomment>conversation filter: conversations that start at or after this time</extracomment>
        <translation>Desde</translation>
    </message>
    <message>
        <source>Before</source>
        <extracomment>conversation filter: conversations that start before this time</extracomment>
        <translation>Antes de</translation>
    </message>
    <message>
        <source>Turns</source>
        <extracomment>conversation filter: label before the minimum and maximum number of turns</extracomment>
        <translation>Turnos</translation>
    </message>
    <message>
        <source>any</source>
        <extracomment>turn count bound of the conversation filter that is not set</extracomment>
        <translation>cualquiera</translation>
    </message>
    <message>
        <source>Compare the Two Selected Conversations</source>
        <extracomment>context menu of the conversation list and File menu: the two selected side by side</extracomment>
        <translation>Comparar las dos conversaciones seleccionadas</translation>
    </message>
    <message>
        <source>Select two conversations with Ctrl+click to compare them</source>
        <extracomment>tool tip of the compare action of the conversation list</extracomment>
        <translation>Seleccione dos conversaciones con Ctrl+clic para compararlas</translation>
    </message>
    <message>
        <source>Conversations</source>
        <extracomment>accessible name of the list of conversations</extracomment>
        <translation>Conversaciones</translation>
    </message>
    <message>
        <source>Fewest turns</source>
        <extracomment>accessible name of the conversation filter&apos;s smallest turn count</extracomment>
        <translation>Turnos mínimos</translation>
    </message>
    <message>
        <source>Most turns</source>
        <extracomment>accessible name of the conversation filter&apos;s largest turn count</extracomment>
        <translation>Turnos máximos</translation>
    </message>
    <message>
        <source>The conversations of the file; the selected one shows in the message view</source>
        <translation>Las conversaciones del archivo; la seleccionada se muestra en la vista de mensajes</translation>
    </message>
    <message>
        <source>Which of the open files the conversation list shows</source>
        <translation>El archivo abierto cuyas conversaciones muestra la lista</translation>
    </message>
    <message>
        <source>Show only the conversations that start at or after this time</source>
        <translation>Muestra solo las conversaciones que empiezan a partir de esta hora</translation>
    </message>
    <message>
        <source>Show only the conversations that start before this time</source>
        <translation>Muestra solo las conversaciones que empiezan antes de esta hora</translation>
    </message>
    <message>
        <source>Hide the conversations with fewer turns</source>
        <translation>Oculta las conversaciones con menos turnos</translation>
    </message>
    <message>
        <source>Hide the conversations with more turns</source>
        <translation>Oculta las conversaciones con más turnos</translation>
    </message>
</context>
<context>
    <name>DetailsPane</name>
    <message>
        <source>Nothing selected</source>
        <extracomment>details pane when nothing is selected</extracomment>
        <translation>No hay nada seleccionado</translation>
    </message>
    <message>
        <source>Conversation</source>
        <extracomment>details pane title</extracomment>
        <translation>Conversación</translation>
    </message>
    <message>
        <source>Message %1</source>
        <extracomment>details pane title; %1 message number</extracomment>
        <translation>Mensaje %1</translation>
    </message>
    <message>
        <source>Message %1, chunk %2 (%3)</source>
        <extracomment>details pane title; %1 message number, %2 chunk number, %3 chunk kind</extracomment>
        <translation>Mensaje %1, fragmento %2 (%3)</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Propiedad</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Source JSON</source>
        <extracomment>heading above the raw JSON tree in the details pane</extracomment>
        <translation>JSON de origen</translation>
    </message>
    <message>
        <source>Extra (unknown) fields</source>
        <extracomment>heading above the fields the reader did not recognise</extracomment>
        <translation>Campos adicionales (desconocidos)</translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <extracomment>heading above the diagnostics list in the details pane</extracomment>
        <translation>Problemas (%1)</translation>
    </message>
    <message>
        <source>Properties</source>
        <extracomment>accessible name of the details pane&apos;s table of properties</extracomment>
        <translation>Propiedades</translation>
    </message>
    <message>
        <source>The properties of the selected conversation, message or chunk, with their values</source>
        <extracomment>accessible description of the details pane&apos;s table of properties</extracomment>
        <translation>Las propiedades de la conversación, el mensaje o el fragmento seleccionado, con sus valores</translation>
    </message>
    <message>
        <source>The JSON the selection was read from; the context menu copies a value, its JSON or its path</source>
        <extracomment>accessible description of the details pane&apos;s source JSON tree</extracomment>
        <translation>El JSON del que se leyó la selección; el menú contextual copia un valor, su JSON o su ruta JSON</translation>
    </message>
    <message>
        <source>The fields of the source JSON that the reader did not recognise</source>
        <extracomment>accessible description of the details pane&apos;s tree of unrecognised fields</extracomment>
        <translation>Los campos del JSON de origen que no se reconocieron al leer el archivo</translation>
    </message>
    <message>
        <source>What the reader found wrong or doubtful in the selection</source>
        <extracomment>accessible description of the details pane&apos;s list of diagnostics</extracomment>
        <translation>Lo que se encontró erróneo o dudoso en la selección al leer el archivo</translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <source>UTF-8 byte order mark skipped</source>
        <translation>Se omitió la marca de orden de bytes UTF-8</translation>
    </message>
    <message>
        <source>UTF-16LE input transcoded to UTF-8</source>
        <translation>La entrada UTF-16LE se convirtió a UTF-8</translation>
    </message>
    <message>
        <source>UTF-16BE input transcoded to UTF-8</source>
        <translation>La entrada UTF-16BE se convirtió a UTF-8</translation>
    </message>
    <message>
        <source>Invalid UTF-16 sequences were replaced with U+FFFD</source>
        <translation>Las secuencias UTF-16 no válidas se sustituyeron por U+FFFD</translation>
    </message>
    <message>
        <source>The file is empty</source>
        <translation>El archivo está vacío</translation>
    </message>
    <message>
        <source>Not JSON: expected &apos;{&apos; or &apos;[&apos; but found %1</source>
        <translation>No es JSON: se esperaba &apos;{&apos; o &apos;[&apos; pero se encontró %1</translation>
    </message>
    <message>
        <source>Unexpected text after a JSON value: %1</source>
        <translation>Texto inesperado después de un valor JSON: %1</translation>
    </message>
    <message>
        <source>Unexpected &apos;%1&apos;</source>
        <translation>&apos;%1&apos; inesperado</translation>
    </message>
    <message>
        <source>The text ends inside a record that starts at line %1, column %2</source>
        <translation>El texto termina dentro de un registro que empieza en la línea %1, columna %2</translation>
    </message>
    <message>
        <source>The %1 image does not decode: %2</source>
        <translation>La imagen %1 no se puede decodificar: %2</translation>
    </message>
    <message>
        <source>The cited text was found at bytes [%1, %2) instead of the given range</source>
        <translation>El texto citado se encontró en los bytes [%1, %2) en lugar del rango indicado</translation>
    </message>
    <message>
        <source>Invalid cited range [%1, %2): offsets must be non-negative numbers</source>
        <translation>Rango citado no válido [%1, %2): los desplazamientos deben ser números no negativos</translation>
    </message>
    <message>
        <source>Empty or inverted cited range [%1, %2)</source>
        <translation>Rango citado vacío o invertido [%1, %2)</translation>
    </message>
    <message>
        <source>Start offset %1 is past the end of the text (%2 bytes)</source>
        <translation>El desplazamiento inicial %1 está más allá del final del texto (%2 bytes)</translation>
    </message>
    <message>
        <source>The cited text does not occur in the message text</source>
        <translation>El texto citado no aparece en el texto del mensaje</translation>
    </message>
    <message>
        <source>End offset %1 is past the end of the text (%2 bytes); clamped</source>
        <translation>El desplazamiento final %1 está más allá del final del texto (%2 bytes); se ha recortado</translation>
    </message>
    <message>
        <source>Cited range [%1, %2) split a character; adjusted to [%3, %4) (%5 bytes)</source>
        <translation>El rango citado [%1, %2) partía un carácter; se ajustó a [%3, %4) (%5 bytes)</translation>
    </message>
    <message>
        <source>The cited text differs from the given text only in whitespace or Unicode normalization</source>
        <translation>El texto citado solo difiere del texto indicado en espacios o en la normalización Unicode</translation>
    </message>
    <message>
        <source>Bytes [%1, %2) do not match the cited text &quot;%3&quot;</source>
        <translation>Los bytes [%1, %2) no coinciden con el texto citado «%3»</translation>
    </message>
    <message>
        <source>Tool response %1 answers no tool call</source>
        <translation>La respuesta de herramienta %1 no corresponde a ninguna llamada</translation>
    </message>
    <message>
        <source>JSON syntax error: %1</source>
        <translation>Error de sintaxis JSON: %1</translation>
    </message>
    <message>
        <source>Cannot read the file: %1</source>
        <translation>No se puede leer el archivo: %1</translation>
    </message>
    <message>
        <source>%1 SSE events without JSON were skipped</source>
        <translation>Se omitieron %1 eventos SSE sin JSON</translation>
    </message>
    <message>
        <source>The file holds no records</source>
        <translation>El archivo no contiene registros</translation>
    </message>
    <message>
        <source>The file holds an error response: %1</source>
        <translation>El archivo contiene una respuesta de error: %1</translation>
    </message>
    <message>
        <source>Session metadata without events: not a transcript</source>
        <translation>Metadatos de sesión sin eventos: no es una transcripción</translation>
    </message>
    <message>
        <source>Not a recognised transcript; top-level keys: %1</source>
        <translation>No es una transcripción reconocida; claves de nivel superior: %1</translation>
    </message>
    <message>
        <source>Recognised as %1, which this version cannot show yet</source>
        <translation>Se reconoció como %1, que esta versión aún no puede mostrar</translation>
    </message>
    <message>
        <source>Loading was stopped; the rest of the file is not shown</source>
        <translation>Se detuvo la carga; el resto del archivo no se muestra</translation>
    </message>
    <message>
        <source>Expected %1 but found %2</source>
        <translation>Se esperaba %1 pero se encontró %2</translation>
    </message>
    <message>
        <source>The base64 data does not decode</source>
        <translation>Los datos base64 no se pueden decodificar</translation>
    </message>
    <message>
        <source>Empty chunk</source>
        <translation>Fragmento vacío</translation>
    </message>
    <message>
        <source>Unknown chunk kind %1</source>
        <translation>Tipo de fragmento desconocido %1</translation>
    </message>
    <message>
        <source>A chunk has more than one data key; %1 is shown and %2 kept as extra</source>
        <translation>Un fragmento tiene más de una clave de datos; se muestra %1 y %2 se conserva como campo adicional</translation>
    </message>
    <message>
        <source>Both turns and the deprecated top-level messages are present; the turns are shown and the messages kept as extra</source>
        <translation>Están presentes tanto turns como el campo obsoleto messages de nivel superior; se muestran los turnos y los mensajes se conservan como campo adicional</translation>
    </message>
    <message>
        <source>turnCount says %1 but the conversation holds %2 turns</source>
        <translation>turnCount indica %1, pero la conversación tiene %2 turnos</translation>
    </message>
    <message>
        <source>Empty turns without a resource name: read as a CES conversation</source>
        <translation>turns vacío sin nombre de recurso: se lee como conversación de CES</translation>
    </message>
    <message>
        <source>Records of different families in one file: %1 and %2</source>
        <translation>Registros de familias distintas en un mismo archivo: %1 y %2</translation>
    </message>
    <message>
        <source>Segment partIndex %1 does not name a text part; the concatenated text is used</source>
        <translation>El partIndex %1 del segmento no corresponde a ninguna parte de texto; se usa el texto concatenado</translation>
    </message>
    <message>
        <source>The segment matches part %1 alone, not the concatenated text parts</source>
        <translation>El segmento coincide solo con la parte %1, no con las partes de texto concatenadas</translation>
    </message>
    <message>
        <source>The segment matches the concatenated text parts, not part %1 alone</source>
        <translation>El segmento coincide con las partes de texto concatenadas, no solo con la parte %1</translation>
    </message>
    <message>
        <source>Grounding chunk %1 is not an object</source>
        <translation>El fragmento de grounding %1 no es un objeto</translation>
    </message>
    <message>
        <source>Unknown grounding chunk kind %1</source>
        <translation>Tipo de fragmento de grounding desconocido %1</translation>
    </message>
    <message>
        <source>%1 is not a list; ignored</source>
        <translation>%1 no es una lista; se ignora</translation>
    </message>
    <message>
        <source>A citation is not an object; ignored</source>
        <translation>Una cita no es un objeto; se ignora</translation>
    </message>
    <message>
        <source>%1 is not a number: %2</source>
        <translation>%1 no es un número: %2</translation>
    </message>
    <message>
        <source>Missing source: &quot;%1&quot; is not a reference number</source>
        <translation>Falta la fuente: «%1» no es un número de referencia</translation>
    </message>
    <message>
        <source>Missing source: reference %1 does not exist (%2 references)</source>
        <translation>Falta la fuente: la referencia %1 no existe (hay %2 referencias)</translation>
    </message>
    <message>
        <source>%1 is not a list of queries; ignored</source>
        <translation>%1 no es una lista de consultas; se ignora</translation>
    </message>
    <message>
        <source>searchEntryPoint.sdkBlob is not base64-encoded JSON</source>
        <translation>searchEntryPoint.sdkBlob no es JSON codificado en base64</translation>
    </message>
    <message>
        <source>A grounding support is not an object; ignored</source>
        <translation>Un soporte de grounding no es un objeto; se ignora</translation>
    </message>
    <message>
        <source>The support&apos;s segment is not an object</source>
        <translation>El segmento del soporte no es un objeto</translation>
    </message>
    <message>
        <source>Missing source: &quot;%1&quot; is not a grounding chunk index</source>
        <translation>Falta la fuente: «%1» no es un índice de fragmento de grounding</translation>
    </message>
    <message>
        <source>Missing source: grounding chunk %1 does not exist (%2 chunks)</source>
        <translation>Falta la fuente: el fragmento de grounding %1 no existe (hay %2 fragmentos)</translation>
    </message>
    <message>
        <source>groundingChunkIndices is not a list</source>
        <translation>groundingChunkIndices no es una lista</translation>
    </message>
    <message>
        <source>confidenceScores has %1 values for %2 sources; the extra scores are ignored</source>
        <translation>confidenceScores tiene %1 valores para %2 fuentes; se ignoran las puntuaciones sobrantes</translation>
    </message>
    <message>
        <source>groundingChunks is not a list; ignored</source>
        <translation>groundingChunks no es una lista; se ignora</translation>
    </message>
    <message>
        <source>groundingSupports is not a list; ignored</source>
        <translation>groundingSupports no es una lista; se ignora</translation>
    </message>
    <message>
        <source>groundingMetadata is not an object; ignored</source>
        <translation>groundingMetadata no es un objeto; se ignora</translation>
    </message>
    <message>
        <source>citationMetadata is not an object; ignored</source>
        <translation>citationMetadata no es un objeto; se ignora</translation>
    </message>
    <message>
        <source>Invalid UTF-8 (byte 0x%1 at byte offset %2); the record holding it is shown with replacement characters</source>
        <translation>UTF-8 no válido (byte 0x%1 en el desplazamiento %2); el registro que lo contiene se muestra con caracteres de sustitución</translation>
    </message>
    <message>
        <source>%1 more lenient repairs are not listed</source>
        <translation>No se muestran otras %1 reparaciones de la lectura tolerante</translation>
    </message>
    <message>
        <source>Lenient reading: removed a // comment</source>
        <translation>Lectura tolerante: se eliminó un comentario //</translation>
    </message>
    <message>
        <source>Lenient reading: removed a /* */ comment</source>
        <translation>Lectura tolerante: se eliminó un comentario /* */</translation>
    </message>
    <message>
        <source>Lenient reading: removed the placeholder %1</source>
        <translation>Lectura tolerante: se eliminó el marcador de posición %1</translation>
    </message>
    <message>
        <source>Lenient reading: removed the JavaScript wrapper %1</source>
        <translation>Lectura tolerante: se eliminó el envoltorio de JavaScript %1</translation>
    </message>
    <message>
        <source>Lenient reading: removed a trailing comma</source>
        <translation>Lectura tolerante: se eliminó una coma final</translation>
    </message>
    <message>
        <source>The session ended</source>
        <translation>La sesión terminó</translation>
    </message>
    <message>
        <source>The user interrupted the agent</source>
        <translation>El usuario interrumpió al agente</translation>
    </message>
    <message>
        <source>The server asked the client to reconnect</source>
        <translation>El servidor pidió al cliente que volviera a conectarse</translation>
    </message>
    <message>
        <source>A runSession record with no known key was skipped</source>
        <translation>Se omitió un registro de runSession sin ninguna clave conocida</translation>
    </message>
    <message>
        <source>%1 JSON-RPC notifications and protocol messages are not part of the transcript</source>
        <translation>%1 notificaciones JSON-RPC y mensajes de protocolo no forman parte de la transcripción</translation>
    </message>
    <message>
        <source>Both %1 and %2 are present; the lowerCamelCase one is read</source>
        <translation>Están presentes tanto %1 como %2; se lee el de lowerCamelCase</translation>
    </message>
    <message>
        <source>%1 is a string, read as a boolean</source>
        <translation>%1 es una cadena; se lee como booleano</translation>
    </message>
    <message>
        <source>%1 is not a time: %2</source>
        <translation>%1 no es una fecha y hora: %2</translation>
    </message>
    <message>
        <source>The time %1 has no UTC offset; read as UTC</source>
        <translation>La fecha y hora %1 no tiene desfase UTC; se lee como UTC</translation>
    </message>
    <message>
        <source>Several sessions in one conversation; their events are shown together</source>
        <translation>Varias sesiones en una conversación; sus eventos se muestran juntos</translation>
    </message>
    <message>
        <source>Event %1 belongs to another session: %2</source>
        <translation>El evento %1 pertenece a otra sesión: %2</translation>
    </message>
    <message>
        <source>The events are not in timestamp order; they are shown sorted by time</source>
        <translation>Los eventos no están en orden de marca de tiempo; se muestran ordenados por hora</translation>
    </message>
    <message>
        <source>%1 streamed fragments are hidden behind this event</source>
        <translation>%1 fragmentos transmitidos quedan ocultos tras este evento</translation>
    </message>
    <message>
        <source>The stream ended before a complete event: %1 partial fragments are merged into one event</source>
        <translation>La transmisión terminó antes de un evento completo: %1 fragmentos parciales se unen en un solo evento</translation>
    </message>
    <message>
        <source>The answer is not an object</source>
        <translation>La respuesta no es un objeto</translation>
    </message>
    <message>
        <source>answerText is not a string</source>
        <translation>answerText no es una cadena</translation>
    </message>
    <message>
        <source>A reply without a known content kind</source>
        <translation>Una respuesta sin ningún tipo de contenido conocido</translation>
    </message>
    <message>
        <source>The segment fits the concatenated replies, not its own reply</source>
        <translation>El segmento coincide con las respuestas concatenadas, no con su propia respuesta</translation>
    </message>
    <message>
        <source>A reply has no groundedContent.content</source>
        <translation>Una respuesta no tiene groundedContent.content</translation>
    </message>
    <message>
        <source>Not a Discovery Engine record; ignored</source>
        <translation>No es un registro de Discovery Engine; se ignora</translation>
    </message>
    <message>
        <source>Not a Discovery Engine record (keys: %1); ignored</source>
        <translation>No es un registro de Discovery Engine (claves: %1); se ignora</translation>
    </message>
    <message>
        <source>A tools/call request without a response</source>
        <translation>Una solicitud tools/call sin respuesta</translation>
    </message>
    <message>
        <source>The response holds no answer</source>
        <translation>La respuesta del servicio no contiene ninguna respuesta generada</translation>
    </message>
    <message>
        <source>The stream ends before the answer is complete (state %1)</source>
        <translation>La transmisión termina antes de que la respuesta esté completa (estado %1)</translation>
    </message>
    <message>
        <source>Error response %1: %2</source>
        <translation>Respuesta de error %1: %2</translation>
    </message>
    <message>
        <source>The tool call failed: %1</source>
        <translation>La llamada a herramienta falló: %1</translation>
    </message>
    <message>
        <source>The session is not an object</source>
        <translation>La sesión no es un objeto</translation>
    </message>
    <message>
        <source>A turn is not an object; ignored</source>
        <translation>Un turno no es un objeto; se ignora</translation>
    </message>
    <message>
        <source>A step is not an object; ignored</source>
        <translation>Un paso no es un objeto; se ignora</translation>
    </message>
    <message>
        <source>Reference %1 is not an object</source>
        <translation>La referencia %1 no es un objeto</translation>
    </message>
    <message>
        <source>Reference %1 holds several kinds (%2); %3 is shown</source>
        <translation>La referencia %1 contiene varios tipos (%2); se muestra %3</translation>
    </message>
    <message>
        <source>Unknown reference kind %1</source>
        <translation>Tipo de referencia desconocido %1</translation>
    </message>
    <message>
        <source>The prompt was blocked: %1</source>
        <translation>El prompt se bloqueó: %1</translation>
    </message>
    <message>
        <source>The response is an error: %1</source>
        <translation>La respuesta es un error: %1</translation>
    </message>
    <message>
        <source>The response has no candidates</source>
        <translation>La respuesta no tiene candidatos</translation>
    </message>
    <message>
        <source>The stream ends with an error; %1 later records are ignored</source>
        <translation>La transmisión termina con un error; se ignoran %1 registros posteriores</translation>
    </message>
    <message>
        <source>Unknown part kind %1</source>
        <translation>Tipo de parte desconocido %1</translation>
    </message>
    <message>
        <source>A part has more than one data key; %1 is shown and %2 kept as extra</source>
        <translation>Una parte tiene más de una clave de datos; se muestra %1 y %2 se conserva como campo adicional</translation>
    </message>
    <message>
        <source>Integer enum values are mapped with the Vertex AI tables: the file does not say whether it comes from Vertex AI or Google AI</source>
        <translation>Los valores enteros de enumeración se asignan con las tablas de Vertex AI: el archivo no indica si procede de Vertex AI o de Google AI</translation>
    </message>
    <message>
        <source>The session state has %1 = %2, which no event&apos;s stateDelta sets</source>
        <translation>El estado de la sesión tiene %1 = %2, que no asigna el stateDelta de ningún evento</translation>
    </message>
    <message>
        <source>The events set the state key %1 (last to %2), but the session state lacks it</source>
        <translation>Los eventos asignan la clave de estado %1 (por última vez, a %2), pero el estado de la sesión no la tiene</translation>
    </message>
    <message>
        <source>The session state has %1 = %2, but the events give %3</source>
        <translation>El estado de la sesión tiene %1 = %2, pero los eventos dan %3</translation>
    </message>
    <message>
        <source>JSON nested deeper than %1 levels: the value is not shown</source>
        <translation>JSON anidado a más de %1 niveles: el valor no se muestra</translation>
    </message>
    <message>
        <source>JSON nested deeper than %1 levels</source>
        <translation>JSON anidado a más de %1 niveles</translation>
    </message>
    <message>
        <source>The cited texts of this and the later citations were not searched for: the citations of this text searched it too often already</source>
        <translation>No se buscaron los textos citados de esta cita ni de las siguientes: las citas de este texto ya lo buscaron demasiadas veces</translation>
    </message>
    <message>
        <source>The cited segment starts inside text the Markdown does not show (a link&apos;s address); its highlight starts at the nearest shown text</source>
        <translation>El segmento citado empieza dentro de texto que el Markdown no muestra (la dirección de un enlace); su resaltado empieza en el texto visible más cercano</translation>
    </message>
    <message>
        <source>The cited segment ends inside text the Markdown does not show (a link&apos;s address); its highlight ends at the nearest shown text</source>
        <translation>El segmento citado termina dentro de texto que el Markdown no muestra (la dirección de un enlace); su resaltado termina en el texto visible más cercano</translation>
    </message>
    <message>
        <source>Unreadable span time %1: expected Unix nanoseconds</source>
        <translation>Hora de intervalo ilegible %1: se esperaban nanosegundos Unix</translation>
    </message>
    <message>
        <source>Unreadable span id %1: expected hex or base64 text</source>
        <translation>ID de intervalo ilegible %1: se esperaba texto hexadecimal o base64</translation>
    </message>
    <message>
        <source>Span %1 ends before it starts</source>
        <translation>El intervalo %1 termina antes de empezar</translation>
    </message>
    <message>
        <source>Duplicate span id %1: both spans are shown, children go to the first (%2)</source>
        <translation>ID de intervalo duplicado %1: se muestran ambos intervalos y los hijos van al primero (%2)</translation>
    </message>
    <message>
        <source>The parent %1 of span %2 is not in the file: shown at the top level</source>
        <translation>El padre %1 del intervalo %2 no está en el archivo: se muestra en el nivel superior</translation>
    </message>
    <message>
        <source>Span %1 is its own ancestor: the cycle is cut there</source>
        <translation>El intervalo %1 es su propio ancestro: el ciclo se corta ahí</translation>
    </message>
    <message>
        <source>Spans nested deeper than %1 levels are shown at level %1</source>
        <translation>Los intervalos anidados a más de %1 niveles se muestran en el nivel %1</translation>
    </message>
    <message>
        <source>The invocation has no user content</source>
        <translation>La invocación no tiene contenido del usuario</translation>
    </message>
    <message>
        <source>The case has no invocations to show</source>
        <translation>El caso no tiene invocaciones que mostrar</translation>
    </message>
    <message>
        <source>A golden step holds none of userInput, agentTransfer or expectation</source>
        <translation>Un paso de referencia no contiene userInput, agentTransfer ni expectation</translation>
    </message>
    <message>
        <source>The golden turn has no steps</source>
        <translation>El turno de referencia no tiene pasos</translation>
    </message>
    <message>
        <source>The golden evaluation has no turns</source>
        <translation>La evaluación de referencia no tiene turnos</translation>
    </message>
    <message>
        <source>The evaluation has neither golden nor scenario</source>
        <translation>La evaluación no tiene ni golden ni scenario</translation>
    </message>
    <message>
        <source>The golden result has no turn results</source>
        <translation>El resultado de referencia no tiene resultados por turno</translation>
    </message>
    <message>
        <source>The result holds no outcome (execution state %1)</source>
        <translation>El resultado no contiene ningún veredicto (estado de ejecución %1)</translation>
    </message>
    <message>
        <source>Unknown evaluation status %1: shown as unknown</source>
        <translation>Estado de evaluación desconocido %1: se muestra como desconocido</translation>
    </message>
    <message>
        <source>The string holding the document is not valid JSON</source>
        <translation>La cadena que contiene el documento no es JSON válido</translation>
    </message>
    <message>
        <source>The document is a JSON string holding JSON: double-encoded (ADK &lt; 1.22)</source>
        <translation>El documento es una cadena JSON que contiene JSON: doble codificación (ADK &lt; 1.22)</translation>
    </message>
    <message>
        <source>An evaluation operation or export, not results: they are in %1</source>
        <translation>Una operación o exportación de evaluación, no resultados: están en %1</translation>
    </message>
    <message>
        <source>A realtimeInput without a known input</source>
        <translation>Un realtimeInput sin ninguna entrada conocida</translation>
    </message>
    <message>
        <source>The session config names no session</source>
        <translation>La configuración de la sesión no nombra ninguna sesión</translation>
    </message>
</context>
<context>
    <name>DiagnosticListModel</name>
    <message>
        <source>Info</source>
        <extracomment>diagnostic severity</extracomment>
        <translation>Información</translation>
    </message>
    <message>
        <source>Warning</source>
        <extracomment>diagnostic severity</extracomment>
        <translation>Advertencia</translation>
    </message>
    <message>
        <source>Error</source>
        <extracomment>diagnostic severity</extracomment>
        <translation>Error</translation>
    </message>
    <message>
        <source>message %1</source>
        <extracomment>location of a problem: %1 message number</extracomment>
        <translation>mensaje %1</translation>
    </message>
    <message>
        <source>message %1 — %2</source>
        <extracomment>location of a problem: %1 message number, %2 file/JSON path</extracomment>
        <translation>mensaje %1 — %2</translation>
    </message>
    <message>
        <source>Severity</source>
        <extracomment>column header of the problems list</extracomment>
        <translation>Gravedad</translation>
    </message>
    <message>
        <source>Problem</source>
        <extracomment>column header of the problems list: the problem&apos;s description</extracomment>
        <translation>Problema</translation>
    </message>
    <message>
        <source>Location</source>
        <extracomment>column header of the problems list</extracomment>
        <translation>Ubicación</translation>
    </message>
</context>
<context>
    <name>DiffCommand</name>
    <message>
        <source>Compares two conversations, of any formats (a run against its golden, two runs of one agent): turn by turn on the user&apos;s text, then the answers word by word, the tool calls, the sources and the variables.</source>
        <translation>Compara dos conversaciones de cualquier formato (una ejecución con su referencia, dos ejecuciones de un mismo agente): turno a turno según el texto del usuario y, después, las respuestas palabra por palabra, las llamadas a herramientas, las fuentes y las variables.</translation>
    </message>
    <message>
        <source>Write the comparison as JSON.</source>
        <translation>Escribe la comparación en JSON.</translation>
    </message>
    <message>
        <source>Exit with status 3 when the conversations differ (0 when they do not).</source>
        <translation>Termina con el estado 3 si las conversaciones difieren (0 si no).</translation>
    </message>
    <message>
        <source>The conversation of A to compare, from 1 (default 1).</source>
        <translation>La conversación de A que se compara, desde 1 (por defecto 1).</translation>
    </message>
    <message>
        <source>n</source>
        <comment>value placeholder of --a-conversation in --help</comment>
        <translation>n</translation>
    </message>
    <message>
        <source>The conversation of B to compare, from 1 (default 1).</source>
        <translation>La conversación de B que se compara, desde 1 (por defecto 1).</translation>
    </message>
    <message>
        <source>n</source>
        <comment>value placeholder of --b-conversation in --help</comment>
        <translation>n</translation>
    </message>
    <message>
        <source>The command.</source>
        <extracomment>Help text of the subcommand name itself</extracomment>
        <translation>La orden.</translation>
    </message>
    <message>
        <source>The first transcript file.</source>
        <translation>El primer archivo de transcripción.</translation>
    </message>
    <message>
        <source>The second transcript file.</source>
        <translation>El segundo archivo de transcripción.</translation>
    </message>
    <message>
        <source>diff takes two files, A and B</source>
        <translation>diff necesita dos archivos, A y B</translation>
    </message>
    <message>
        <source>a conversation number starts at 1</source>
        <translation>los números de conversación empiezan en 1</translation>
    </message>
    <message>
        <source>%1, conversation %2</source>
        <extracomment>diff: how a side is named: %1 the file, %2 the conversation number</extracomment>
        <translation>%1, conversación %2</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>standard input</source>
        <translation>entrada estándar</translation>
    </message>
</context>
<context>
    <name>Duration</name>
    <message>
        <source>%1 ns</source>
        <extracomment>duration in nanoseconds</extracomment>
        <translation>%1 ns</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <extracomment>duration in microseconds</extracomment>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <extracomment>duration in milliseconds</extracomment>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>duration in seconds</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <extracomment>duration in hours and minutes</extracomment>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <extracomment>duration in minutes and seconds</extracomment>
        <translation>%1 min %2 s</translation>
    </message>
</context>
<context>
    <name>EditActions</name>
    <message>
        <source>&amp;Copy</source>
        <extracomment>Edit menu: the selected text, else the selected card or message</extracomment>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy as &amp;Markdown</source>
        <extracomment>Edit menu</extracomment>
        <translation>Copiar como &amp;Markdown</translation>
    </message>
    <message>
        <source>Copy as &amp;JSON</source>
        <extracomment>Edit menu: the selected message as the JSON export writes it</extracomment>
        <translation>Copiar como &amp;JSON</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <extracomment>Edit menu</extracomment>
        <translation>Seleccionar &amp;todo</translation>
    </message>
    <message>
        <source>Pr&amp;eferences…</source>
        <extracomment>Edit menu: the language, theme, message font and other settings</extracomment>
        <translation>Pr&amp;eferencias…</translation>
    </message>
</context>
<context>
    <name>EvaluationCasesModel</name>
    <message>
        <source>no score</source>
        <extracomment>evaluation cases: a metric that has no score in this case (not 0)</extracomment>
        <translation>sin puntuación</translation>
    </message>
    <message>
        <source>Threshold %1</source>
        <extracomment>evaluation cases, tool tip of a metric: the score it needed to pass</extracomment>
        <translation>Umbral %1</translation>
    </message>
    <message numerus="yes">
        <source>The lowest of %n turn(s)</source>
        <extracomment>evaluation cases, tool tip of a metric the turns have: the lowest turn&apos;s score</extracomment>
        <translation>
            <numerusform>El más bajo de %n turno</numerusform>
            <numerusform>El más bajo de %n turnos</numerusform>
        </translation>
    </message>
    <message>
        <source>Written as %1</source>
        <extracomment>evaluation cases, tool tip: the verdict as the file wrote it</extracomment>
        <translation>Escrito como %1</translation>
    </message>
    <message>
        <source>Case</source>
        <extracomment>header of the evaluation cases table: the case or result</extracomment>
        <translation>Caso</translation>
    </message>
    <message>
        <source>Status</source>
        <extracomment>header of the evaluation cases table: its recorded verdict</extracomment>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Turns</source>
        <extracomment>header of the evaluation cases table: how many turns or invocations it has</extracomment>
        <translation>Turnos</translation>
    </message>
    <message>
        <source>%1 %2 (needs %3)</source>
        <extracomment>evaluation cases: a metric&apos;s verdict mark and score, then the score it needed to pass (its threshold), e.g. &quot;✓ 0.824 (needs 0.7)&quot;</extracomment>
        <translation>%1 %2 (mínimo %3)</translation>
    </message>
</context>
<context>
    <name>EvaluationCasesView</name>
    <message>
        <source>Case verdict</source>
        <extracomment>evaluation cases filter: judge each case by its own verdict (no metric chosen)</extracomment>
        <translation>Veredicto del caso</translation>
    </message>
    <message>
        <source>Reading the cases…</source>
        <extracomment>evaluation cases: while the file&apos;s cases are read</extracomment>
        <translation>Leyendo los casos…</translation>
    </message>
    <message numerus="yes">
        <source>%n case(s)</source>
        <extracomment>evaluation cases: how many there are</extracomment>
        <translation>
            <numerusform>%n caso</numerusform>
            <numerusform>%n casos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n case(s)</source>
        <extracomment>evaluation cases: %1 shown by the filters, %n in the file</extracomment>
        <translation>
            <numerusform>%1 de %n caso</numerusform>
            <numerusform>%1 de %n casos</numerusform>
        </translation>
    </message>
    <message>
        <source>Every verdict</source>
        <extracomment>evaluation cases filter: show cases of every verdict</extracomment>
        <translation>Todos los veredictos</translation>
    </message>
    <message>
        <source>Show only the cases with this verdict (of the chosen metric)</source>
        <extracomment>evaluation cases filter, tool tip</extracomment>
        <translation>Muestra solo los casos con este veredicto (de la métrica elegida)</translation>
    </message>
    <message>
        <source>Show only the cases scored on this metric, lowest score first</source>
        <extracomment>evaluation cases filter, tool tip</extracomment>
        <translation>Muestra solo los casos puntuados con esta métrica, de menor a mayor puntuación</translation>
    </message>
    <message>
        <source>Evaluation cases</source>
        <extracomment>accessible name of the table of every evaluation case of the file</extracomment>
        <translation>Casos de evaluación</translation>
    </message>
    <message>
        <source>Every case of the file with its verdict and scores; Enter shows the case&apos;s turns</source>
        <extracomment>accessible description of the table of every evaluation case of the file</extracomment>
        <translation>Todos los casos del archivo con su veredicto y sus puntuaciones; Intro muestra los turnos del caso</translation>
    </message>
</context>
<context>
    <name>EvaluationModel</name>
    <message>
        <source>%1 (default)</source>
        <extracomment>a metric threshold that the file did not record: %1 the documented default</extracomment>
        <translation>%1 (predeterminado)</translation>
    </message>
    <message>
        <source>Invocation %1 of %2</source>
        <extracomment>an ADK evaluation case&apos;s invocation: %1 its number, %2 how many there are</extracomment>
        <translation>Invocación %1 de %2</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>a CES evaluation&apos;s turn: %1 its number</extracomment>
        <translation>Turno %1</translation>
    </message>
    <message>
        <source>User input</source>
        <extracomment>the row of an evaluation turn that holds what the user said</extracomment>
        <translation>Entrada del usuario</translation>
    </message>
    <message>
        <source>Response</source>
        <extracomment>the row of an evaluation turn that holds the agent&apos;s final answer</extracomment>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>Transfer</source>
        <extracomment>the row of an evaluation turn that holds the agent a conversation was passed to</extracomment>
        <translation>Transferencia</translation>
    </message>
    <message>
        <source>same</source>
        <extracomment>a tool call of an evaluation: the expected and the actual call are the same</extracomment>
        <translation>igual</translation>
    </message>
    <message>
        <source>arguments differ</source>
        <extracomment>a tool call of an evaluation: same tool, other arguments</extracomment>
        <translation>argumentos distintos</translation>
    </message>
    <message>
        <source>other tool</source>
        <extracomment>a tool call of an evaluation: another tool was called at this place</extracomment>
        <translation>otra herramienta</translation>
    </message>
    <message>
        <source>out of order</source>
        <extracomment>a tool call of an evaluation: the expected tool was called at another place</extracomment>
        <translation>fuera de orden</translation>
    </message>
    <message>
        <source>missing</source>
        <extracomment>a tool call of an evaluation: expected but never called</extracomment>
        <translation>falta</translation>
    </message>
    <message>
        <source>extra</source>
        <extracomment>a tool call of an evaluation: called but not expected</extracomment>
        <translation>sobra</translation>
    </message>
    <message>
        <source>Item</source>
        <extracomment>header of the evaluation tree: the case, turn, tool call or metric</extracomment>
        <translation>Elemento</translation>
    </message>
    <message>
        <source>Expected</source>
        <extracomment>header of the evaluation tree: what the evaluation expected</extracomment>
        <translation>Esperado</translation>
    </message>
    <message>
        <source>Actual</source>
        <extracomment>header of the evaluation tree: what the agent did</extracomment>
        <translation>Real</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>header of the evaluation tree: a metric&apos;s score</extracomment>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Threshold</source>
        <extracomment>header of the evaluation tree: the score a metric needs to pass</extracomment>
        <translation>Umbral</translation>
    </message>
    <message>
        <source>Status</source>
        <extracomment>header of the evaluation tree: pass, fail, not evaluated, ...</extracomment>
        <translation>Estado</translation>
    </message>
</context>
<context>
    <name>EvaluationPane</name>
    <message>
        <source>This conversation is not an evaluation result. Open a CES evaluation result or an ADK eval set result to see expected beside actual.</source>
        <extracomment>evaluation pane, for a conversation that is not an evaluation case or result</extracomment>
        <translation>Esta conversación no es un resultado de evaluación. Abra un resultado de evaluación de CES o un resultado de conjunto de evaluación de ADK para ver lo esperado junto a lo obtenido.</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2 · %n turn(s)</source>
        <extracomment>evaluation pane header; %1 the case, %2 its verdict (&quot;✗ Fail&quot;), %n its turns</extracomment>
        <translation>
            <numerusform>%1 · %2 · %n turno</numerusform>
            <numerusform>%1 · %2 · %n turnos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s)</source>
        <extracomment>evaluation pane header, after the case: a run or set that lists its cases</extracomment>
        <translation>
            <numerusform>%n caso</numerusform>
            <numerusform>%n casos</numerusform>
        </translation>
    </message>
    <message>
        <source>Opens %1, from the open files or the files beside this one</source>
        <translation>Abre %1, de los archivos abiertos o de los que están junto a este</translation>
    </message>
    <message>
        <source>Case</source>
        <extracomment>evaluation pane tab: the chosen case, expected beside actual</extracomment>
        <translation>Caso</translation>
    </message>
    <message>
        <source>Open Linked Conversation</source>
        <extracomment>evaluation pane button: opens the conversation or session the evaluation ran</extracomment>
        <translation>Abrir la conversación vinculada</translation>
    </message>
    <message>
        <source>Cases</source>
        <extracomment>evaluation pane tab: every case of the file with its verdict and scores</extracomment>
        <translation>Casos</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <extracomment>accessible name of the evaluation pane&apos;s tabs</extracomment>
        <translation>Evaluación</translation>
    </message>
    <message>
        <source>Turns</source>
        <extracomment>accessible name of the evaluation pane&apos;s turns, expected beside actual</extracomment>
        <translation>Turnos</translation>
    </message>
    <message>
        <source>Metrics</source>
        <extracomment>accessible name of the evaluation pane&apos;s table of metrics</extracomment>
        <translation>Métricas</translation>
    </message>
    <message>
        <source>The evaluation names no conversation or session for this turn</source>
        <extracomment>tool tip of Open Linked Conversation; %1 the conversation or session name</extracomment>
        <translation>La evaluación no indica ninguna conversación ni sesión para este turno</translation>
    </message>
    <message>
        <source>The chosen case, expected beside actual, and the table of every case of the file</source>
        <extracomment>accessible description of the evaluation pane&apos;s tabs (Case and Cases)</extracomment>
        <translation>El caso elegido, con lo esperado junto a lo obtenido, y la tabla de todos los casos del archivo</translation>
    </message>
    <message>
        <source>The expected and the actual answer of each turn; Enter shows the turn&apos;s messages in the conversation</source>
        <extracomment>accessible description of the evaluation pane&apos;s turns, expected beside actual</extracomment>
        <translation>La respuesta esperada y la obtenida de cada turno; Intro muestra los mensajes del turno en la conversación</translation>
    </message>
    <message>
        <source>The scores and verdicts of the case and of the selected turn</source>
        <extracomment>accessible description of the evaluation pane&apos;s table of metrics</extracomment>
        <translation>Las puntuaciones y los veredictos del caso y del turno seleccionado</translation>
    </message>
</context>
<context>
    <name>EvaluationStatus</name>
    <message>
        <source>Unknown</source>
        <translation>Desconocido</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Aprobado</translation>
    </message>
    <message>
        <source>Fail</source>
        <translation>Fallido</translation>
    </message>
    <message>
        <source>Not evaluated</source>
        <translation>No evaluado</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Omitido</translation>
    </message>
    <message>
        <source>Informational</source>
        <translation>Informativo</translation>
    </message>
</context>
<context>
    <name>EvaluationTurnsModel</name>
    <message>
        <source>Nothing expected</source>
        <extracomment>evaluation pane: a turn the evaluation has no expectation for</extracomment>
        <translation>Nada esperado</translation>
    </message>
    <message>
        <source>No actual turn</source>
        <translation>Sin turno real</translation>
    </message>
    <message>
        <source>Expected</source>
        <extracomment>evaluation pane: the column of what the evaluation expected</extracomment>
        <translation>Esperado</translation>
    </message>
    <message>
        <source>Actual</source>
        <translation>Obtenido</translation>
    </message>
</context>
<context>
    <name>EventBadges</name>
    <message>
        <source>inv %1</source>
        <extracomment>message header badge: the invocation the event belongs to (%1 its id, shortened)</extracomment>
        <translation>inv. %1</translation>
    </message>
    <message>
        <source>Invocation %1</source>
        <extracomment>tooltip of the invocation badge; %1 the full invocation id</extracomment>
        <translation>Invocación %1</translation>
    </message>
    <message>
        <source>Branch (agent path)</source>
        <extracomment>tooltip of the branch badge (the dotted path of agents)</extracomment>
        <translation>Rama (ruta de agentes)</translation>
    </message>
    <message>
        <source>Candidate %1</source>
        <extracomment>message header badge: which Gemini candidate this is; %1 its number from 1</extracomment>
        <translation>Candidato %1</translation>
    </message>
    <message>
        <source>partial</source>
        <extracomment>message header badge: a streamed fragment of an event</extracomment>
        <translation>parcial</translation>
    </message>
    <message>
        <source>A streamed fragment; a complete event usually follows</source>
        <translation>Fragmento transmitido; normalmente le sigue un evento completo</translation>
    </message>
    <message>
        <source>turn complete</source>
        <extracomment>message header badge: the model finished its turn here</extracomment>
        <translation>turno completo</translation>
    </message>
    <message>
        <source>interrupted</source>
        <extracomment>message header badge: generation was cut off (the user barged in)</extracomment>
        <translation>interrumpido</translation>
    </message>
    <message>
        <source>Generation was interrupted</source>
        <translation>La generación se interrumpió</translation>
    </message>
    <message numerus="yes">
        <source>merged from %n fragment(s)</source>
        <extracomment>message header badge: text rebuilt from streamed fragments of a cut-off stream</extracomment>
        <translation>
            <numerusform>unido a partir de %n fragmento</numerusform>
            <numerusform>unido a partir de %n fragmentos</numerusform>
        </translation>
    </message>
    <message>
        <source>No complete event followed these streamed fragments; their text was joined</source>
        <translation>Ningún evento completo siguió a estos fragmentos; su texto se ha unido</translation>
    </message>
    <message>
        <source>finish: %1</source>
        <extracomment>message header badge: why the model stopped (%1 e.g. MAX_TOKENS, SAFETY)</extracomment>
        <translation>fin: %1</translation>
    </message>
    <message>
        <source>Prompt: %1</source>
        <extracomment>token usage tooltip line; %1 a count</extracomment>
        <translation>Prompt: %1</translation>
    </message>
    <message>
        <source>Response: %1</source>
        <extracomment>token usage tooltip line; %1 a count of tokens the model generated</extracomment>
        <translation>Respuesta: %1</translation>
    </message>
    <message>
        <source>Thoughts: %1</source>
        <extracomment>token usage tooltip line; %1 a count of reasoning tokens</extracomment>
        <translation>Razonamiento: %1</translation>
    </message>
    <message>
        <source>Cached: %1</source>
        <extracomment>token usage tooltip line; %1 a count of tokens served from the context cache</extracomment>
        <translation>En caché: %1</translation>
    </message>
    <message>
        <source>Tool use prompt: %1</source>
        <extracomment>token usage tooltip line; %1 a count of tokens of tool-use prompts</extracomment>
        <translation>Prompt de uso de herramientas: %1</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <extracomment>token usage tooltip line; %1 the total count</extracomment>
        <translation>Total: %1</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <extracomment>message header badge: tokens this event used; %1 the count</extracomment>
        <translation>%1 tokens</translation>
    </message>
    <message numerus="yes">
        <source>%n long-running call(s)</source>
        <extracomment>message header badge: tool calls that may finish later; %n their count</extracomment>
        <translation>
            <numerusform>%n llamada de larga duración</numerusform>
            <numerusform>%n llamadas de larga duración</numerusform>
        </translation>
    </message>
    <message>
        <source>escalate</source>
        <extracomment>message header badge: the agent escalated to its parent</extracomment>
        <translation>escalar</translation>
    </message>
    <message>
        <source>skip summarization</source>
        <extracomment>message header badge: ADK action, the tool result is not summarised by the model</extracomment>
        <translation>sin resumen</translation>
    </message>
    <message>
        <source>auth requested</source>
        <extracomment>message header badge: the event asked the user for credentials</extracomment>
        <translation>autenticación solicitada</translation>
    </message>
    <message numerus="yes">
        <source>state: %n key(s)</source>
        <extracomment>message header badge: the event changed %n keys of the session state</extracomment>
        <translation>
            <numerusform>estado: %n clave</numerusform>
            <numerusform>estado: %n claves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n artifact(s)</source>
        <extracomment>message header badge: the event saved %n artifacts (files)</extracomment>
        <translation>
            <numerusform>%n artefacto</numerusform>
            <numerusform>%n artefactos</numerusform>
        </translation>
    </message>
    <message>
        <source>blocked: %1</source>
        <extracomment>message header badge: a safety filter blocked the content; %1 the harm category</extracomment>
        <translation>bloqueado: %1</translation>
    </message>
    <message>
        <source>answer failed</source>
        <extracomment>message header badge: the Discovery Engine answer is in state FAILED</extracomment>
        <translation>respuesta fallida</translation>
    </message>
    <message>
        <source>Skipped: %1</source>
        <extracomment>message header badge: why the answer was skipped; %1 a short reason</extracomment>
        <translation>Omitida: %1</translation>
    </message>
</context>
<context>
    <name>EvidenceView</name>
    <message>
        <source>%1 %</source>
        <extracomment>a share in percent, e.g. &quot;45 %&quot;</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Support: the share of the cited text&apos;s content words (for Chinese, Japanese and Korean, pairs of adjacent characters) that also occur in this source&apos;s text, ignoring case and full-width or half-width forms. Small function words such as &quot;the&quot; or &quot;de&quot; do not count. Below %1 the claim is flagged as weakly supported (the threshold is set beside &quot;Weak below&quot;).</source>
        <extracomment>tooltip of the support badge of a source; %1 the weak support threshold, e.g. &quot;30 %&quot;</extracomment>
        <translation>Respaldo: la proporción de las palabras con contenido del texto citado (en chino, japonés y coreano, pares de caracteres contiguos) que también aparecen en el texto de esta fuente, sin distinguir mayúsculas y minúsculas ni formas de ancho completo o medio. Las palabras funcionales cortas como «the» o «de» no cuentan. Por debajo de %1 la afirmación se marca como de respaldo débil (el umbral se ajusta junto a «Débil por debajo de»).</translation>
    </message>
    <message>
        <source>Evidence: this citation names no source.</source>
        <extracomment>evidence view: the selected citation names no source</extracomment>
        <translation>Evidencia: esta cita no nombra ninguna fuente.</translation>
    </message>
    <message>
        <source>Evidence: weak support (the best source shares %1 of the words)</source>
        <extracomment>evidence view heading for a weakly supported claim; %1 the best support, e.g. &quot;12 %&quot;</extracomment>
        <translation>Evidencia: respaldo débil (la mejor fuente comparte el %1 de las palabras)</translation>
    </message>
    <message>
        <source>Evidence: what the sources say</source>
        <extracomment>evidence view heading: what the sources of the selected citation say</extracomment>
        <translation>Evidencia: lo que dicen las fuentes</translation>
    </message>
    <message>
        <source>no text</source>
        <extracomment>badge: the source gives no text to compare with the cited text</extracomment>
        <translation>sin texto</translation>
    </message>
    <message>
        <source>The source gives no snippet or text to compare with the cited text.</source>
        <extracomment>tooltip of the &quot;no text&quot; badge</extracomment>
        <translation>La fuente no da ningún fragmento ni texto que comparar con el texto citado.</translation>
    </message>
    <message>
        <source>quoted</source>
        <extracomment>badge: the cited text appears word for word in the source</extracomment>
        <translation>citado literalmente</translation>
    </message>
    <message>
        <source>The cited text appears word for word in the source (ignoring white space, case and width).</source>
        <extracomment>tooltip of the &quot;quoted&quot; badge</extracomment>
        <translation>El texto citado aparece palabra por palabra en la fuente (sin contar espacios, mayúsculas ni anchura de los caracteres).</translation>
    </message>
    <message>
        <source>support %1</source>
        <extracomment>badge: the share of the cited words the source has; %1 like &quot;45 %&quot;</extracomment>
        <translation>respaldo %1</translation>
    </message>
    <message>
        <source>weak support</source>
        <extracomment>badge: the source shares almost nothing with the cited text</extracomment>
        <translation>respaldo débil</translation>
    </message>
    <message>
        <source>confidence %1</source>
        <extracomment>badge: the producer&apos;s confidence score for this source, e.g. &quot;confidence 0.87&quot;</extracomment>
        <translation>confianza %1</translation>
    </message>
    <message>
        <source>The score the producer gave this source for the cited text (confidenceScores, or the Discovery Engine grounding score).</source>
        <extracomment>tooltip of the confidence badge</extracomment>
        <translation>La puntuación que el productor dio a esta fuente para el texto citado (confidenceScores o la puntuación de fundamentación de Discovery Engine).</translation>
    </message>
    <message>
        <source>Weak below:</source>
        <extracomment>evidence view: label of the weak support threshold spin box</extracomment>
        <translation>Débil por debajo de:</translation>
    </message>
    <message>
        <source>Evidence</source>
        <extracomment>accessible name of the evidence view&apos;s text: the cited sentence and its source passages</extracomment>
        <translation>Evidencia</translation>
    </message>
    <message>
        <source>The selected cited text and the passages of its sources that support it</source>
        <extracomment>accessible description of the evidence view&apos;s text</extracomment>
        <translation>El texto citado seleccionado y los pasajes de sus fuentes que lo respaldan</translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message>
        <source>Write to this file instead of standard output.</source>
        <translation>Escribe en este archivo en lugar de la salida estándar.</translation>
    </message>
    <message>
        <source>The command.</source>
        <extracomment>Help text of the subcommand name itself</extracomment>
        <translation>El comando.</translation>
    </message>
    <message>
        <source>Transcript file; - reads standard input.</source>
        <translation>Archivo de transcripción; - lee la entrada estándar.</translation>
    </message>
    <message>
        <source>export takes exactly one FILE</source>
        <translation>export admite exactamente un FILE</translation>
    </message>
    <message>
        <source>--format is required</source>
        <translation>falta --format</translation>
    </message>
    <message>
        <source>unknown format &quot;%1&quot;</source>
        <translation>formato desconocido «%1»</translation>
    </message>
    <message>
        <source>the output would overwrite the input file</source>
        <translation>la salida sobrescribiría el archivo de entrada</translation>
    </message>
    <message>
        <source>format</source>
        <comment>value placeholder of --format in --help</comment>
        <translation>formato</translation>
    </message>
    <message>
        <source>file</source>
        <comment>value placeholder of --output in --help</comment>
        <translation>archivo</translation>
    </message>
    <message>
        <source>%1: the file changed while it was read; export it again</source>
        <translation>%1: el archivo cambió mientras se leía; vuelve a exportarlo</translation>
    </message>
    <message>
        <source>Writes the transcript in a format-independent form: JSON for scripts, Markdown or self-contained HTML for sharing, PDF for printing, or its citations as CSV.</source>
        <translation>Escribe la transcripción en una forma independiente del formato: JSON para scripts, Markdown o HTML autónomo para compartir, PDF para imprimir, o sus citas como CSV.</translation>
    </message>
    <message>
        <source>Output format: %1.</source>
        <extracomment>--help of export --format; %1 the format ids, such as &quot;json, markdown, html&quot;</extracomment>
        <translation>Formato de salida: %1.</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export</source>
        <extracomment>dialog title (File &gt; Export…)</extracomment>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Format</source>
        <extracomment>export dialog: what the exported file is</extracomment>
        <translation>Formato</translation>
    </message>
    <message numerus="yes">
        <source>The whole file (%n conversation(s))</source>
        <extracomment>export dialog: export every conversation of the file; %n how many</extracomment>
        <translation>
            <numerusform>El archivo completo (%n conversación)</numerusform>
            <numerusform>El archivo completo (%n conversaciones)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The selected conversations (%n)</source>
        <extracomment>export dialog: the conversations selected in the conversation list; %n how many</extracomment>
        <translation>
            <numerusform>Las conversaciones seleccionadas (%n)</numerusform>
            <numerusform>Las conversaciones seleccionadas (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>This conversation</source>
        <extracomment>export dialog: the conversation shown in the message view</extracomment>
        <translation>Esta conversación</translation>
    </message>
    <message>
        <source>File</source>
        <extracomment>export dialog: the file the export is written to</extracomment>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Browse…</source>
        <extracomment>button that opens a file chooser</extracomment>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>Choose the file to write</source>
        <translation>Elige el archivo que se escribirá</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <extracomment>export dialog label</extracomment>
        <translation>&amp;Formato:</translation>
    </message>
    <message>
        <source>Export:</source>
        <extracomment>export dialog label: which conversations or messages</extracomment>
        <translation>Exportar:</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <extracomment>export dialog label: the output file</extracomment>
        <translation>Arch&amp;ivo:</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <extracomment>export dialog: the button that writes the file</extracomment>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <extracomment>file dialog filter: %1 format name, %2 the file suffix</extracomment>
        <translation>Archivos %1 (*.%2)</translation>
    </message>
    <message>
        <source>Export To</source>
        <extracomment>file dialog title</extracomment>
        <translation>Exportar a</translation>
    </message>
    <message>
        <source>The kind of file to write; the file name&apos;s extension follows it</source>
        <translation>El tipo de archivo que se escribe; la extensión del nombre del archivo cambia con él</translation>
    </message>
    <message>
        <source>Export every conversation of the file</source>
        <translation>Exporta todas las conversaciones del archivo</translation>
    </message>
    <message>
        <source>Export the conversations selected in the conversation list</source>
        <translation>Exporta las conversaciones seleccionadas en la lista de conversaciones</translation>
    </message>
    <message>
        <source>Export the conversation shown in the message view</source>
        <translation>Exporta la conversación que se muestra en la vista de mensajes</translation>
    </message>
    <message numerus="yes">
        <source>The selected messages (%n)</source>
        <extracomment>export dialog: the messages selected in the message view; %n how many</extracomment>
        <translation>
            <numerusform>El mensaje seleccionado (%n)</numerusform>
            <numerusform>Los mensajes seleccionados (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Export only the messages selected in the message view (Ctrl+click or Shift+click selects several)</source>
        <translation>Exporta solo los mensajes seleccionados en la vista de mensajes (Ctrl+clic o Mayús+clic selecciona varios)</translation>
    </message>
    <message>
        <source>The path of the file to write; Browse… chooses it in a dialog</source>
        <translation>La ruta del archivo que se escribirá; «Examinar…» permite elegirlo en un cuadro de diálogo</translation>
    </message>
</context>
<context>
    <name>ExportFormats</name>
    <message>
        <source>JSON</source>
        <extracomment>export format: the normalized transcript as JSON</extracomment>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Markdown</source>
        <extracomment>export format</extracomment>
        <translation>Markdown</translation>
    </message>
    <message>
        <source>HTML</source>
        <extracomment>export format: a self-contained web page</extracomment>
        <translation>HTML</translation>
    </message>
    <message>
        <source>PDF</source>
        <extracomment>export format</extracomment>
        <translation>PDF</translation>
    </message>
    <message>
        <source>Citations (CSV)</source>
        <extracomment>export format: the citations overview as a spreadsheet file</extracomment>
        <translation>Citas (CSV)</translation>
    </message>
    <message>
        <source>%1: cannot write the export: %2</source>
        <extracomment>%1 file path, %2 the system&apos;s reason</extracomment>
        <translation>%1: no se puede escribir la exportación: %2</translation>
    </message>
</context>
<context>
    <name>FileOpener</name>
    <message>
        <source>&amp;Open…</source>
        <extracomment>menu action</extracomment>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <extracomment>submenu of File</extracomment>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>Transcripts (*.json *.jsonl *.ndjson *.sse *.txt);;All files (*)</source>
        <extracomment>file dialog filter</extracomment>
        <translation>Transcripciones (*.json *.jsonl *.ndjson *.sse *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open Transcript</source>
        <translation>Abrir transcripción</translation>
    </message>
</context>
<context>
    <name>FindActions</name>
    <message>
        <source>&amp;Find…</source>
        <extracomment>Edit menu: open the find bar under the messages</extracomment>
        <translation>&amp;Buscar…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <extracomment>Edit menu: go to the next match of the find bar&apos;s text</extracomment>
        <translation>Buscar &amp;siguiente</translation>
    </message>
    <message>
        <source>Find &amp;Previous</source>
        <extracomment>Edit menu: go to the previous match of the find bar&apos;s text</extracomment>
        <translation>Buscar &amp;anterior</translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message>
        <source>%1+</source>
        <extracomment>find bar: more matches than were kept, e.g. &quot;500,000+&quot;</extracomment>
        <translation>%1+</translation>
    </message>
    <message>
        <source>No matches</source>
        <extracomment>find bar: the text was not found in the open conversation</extracomment>
        <translation>Sin coincidencias</translation>
    </message>
    <message>
        <source>Searching…</source>
        <extracomment>find bar: the search is still running and found nothing yet</extracomment>
        <translation>Buscando…</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>find bar: %1 the current match number, %2 how many matches in the conversation</extracomment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>More than %1 matches</source>
        <extracomment>find bar: more matches than were kept; %1 the number kept, e.g. &quot;500,000&quot;</extracomment>
        <translation>Más de %1 coincidencias</translation>
    </message>
    <message numerus="yes">
        <source>%Ln match(es)</source>
        <extracomment>find bar: how many matches the open conversation has (none selected yet)</extracomment>
        <translation>
            <numerusform>%Ln coincidencia</numerusform>
            <numerusform>%Ln coincidencias</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 · %2 in file</source>
        <extracomment>find bar: %1 the count in this conversation, %2 how many matches in the whole file</extracomment>
        <translation>%1 · %2 en el archivo</translation>
    </message>
    <message>
        <source>Find in conversation</source>
        <extracomment>placeholder of the find bar&apos;s text field</extracomment>
        <translation>Buscar en la conversación</translation>
    </message>
    <message>
        <source>Aa</source>
        <extracomment>find bar switch: match upper and lower case exactly; keep it 2-3 characters</extracomment>
        <translation>Aa</translation>
    </message>
    <message>
        <source>Match case</source>
        <extracomment>tooltip of the find bar&apos;s case switch</extracomment>
        <translation>Distinguir mayúsculas y minúsculas</translation>
    </message>
    <message>
        <source>W</source>
        <extracomment>find bar switch: match whole words only; keep it 1-3 characters</extracomment>
        <translation>P</translation>
    </message>
    <message>
        <source>Whole words only</source>
        <extracomment>tooltip of the find bar&apos;s whole-word switch</extracomment>
        <translation>Solo palabras completas</translation>
    </message>
    <message>
        <source>.*</source>
        <extracomment>find bar switch: the text is a regular expression; keep it short</extracomment>
        <translation>.*</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <extracomment>tooltip of the find bar&apos;s regular expression switch</extracomment>
        <translation>Expresión regular</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3, Shift+Enter)</source>
        <extracomment>tooltip of the find bar&apos;s up arrow</extracomment>
        <translation>Coincidencia anterior (Mayús+F3, Mayús+Intro)</translation>
    </message>
    <message>
        <source>Next match (F3, Enter)</source>
        <extracomment>tooltip of the find bar&apos;s down arrow</extracomment>
        <translation>Coincidencia siguiente (F3, Intro)</translation>
    </message>
    <message>
        <source>Close the find bar (Esc)</source>
        <extracomment>tooltip of the find bar&apos;s close button</extracomment>
        <translation>Cerrar la barra de búsqueda (Esc)</translation>
    </message>
    <message>
        <source>Previous match</source>
        <extracomment>accessible name of the find bar&apos;s up arrow</extracomment>
        <translation>Coincidencia anterior</translation>
    </message>
    <message>
        <source>Next match</source>
        <extracomment>accessible name of the find bar&apos;s down arrow</extracomment>
        <translation>Coincidencia siguiente</translation>
    </message>
    <message>
        <source>Close the find bar</source>
        <extracomment>accessible name of the find bar&apos;s close button</extracomment>
        <translation>Cerrar la barra de búsqueda</translation>
    </message>
</context>
<context>
    <name>FindQuery</name>
    <message>
        <source>Invalid regular expression at position %1: %2</source>
        <extracomment>Find bar: %1 is a character position (1-based) in the pattern, %2 the engine&apos;s reason</extracomment>
        <translation>Expresión regular no válida en la posición %1: %2</translation>
    </message>
</context>
<context>
    <name>FollowMode</name>
    <message>
        <source>The file was replaced or truncated; reading it again</source>
        <translation>El archivo se reemplazó o se truncó; se está volviendo a leer</translation>
    </message>
    <message>
        <source>The file changed while it was read; reading it again</source>
        <translation>El archivo cambió mientras se leía; se está volviendo a leer</translation>
    </message>
</context>
<context>
    <name>FormatName</name>
    <message>
        <source>Conversational Agents message</source>
        <translation>Mensaje de Conversational Agents</translation>
    </message>
    <message>
        <source>Conversational Agents messages</source>
        <translation>Mensajes de Conversational Agents</translation>
    </message>
    <message>
        <source>Conversational Agents conversation</source>
        <translation>Conversación de Conversational Agents</translation>
    </message>
    <message>
        <source>Conversational Agents conversations</source>
        <translation>Conversaciones de Conversational Agents</translation>
    </message>
    <message>
        <source>Conversational Agents example</source>
        <translation>Ejemplo de Conversational Agents</translation>
    </message>
    <message>
        <source>Conversational Agents session run</source>
        <translation>Ejecución de sesión de Conversational Agents</translation>
    </message>
    <message>
        <source>Agent Engine session events</source>
        <translation>Eventos de sesión de Agent Engine</translation>
    </message>
    <message>
        <source>Agent Engine session event</source>
        <translation>Evento de sesión de Agent Engine</translation>
    </message>
    <message>
        <source>ADK session</source>
        <translation>Sesión de ADK</translation>
    </message>
    <message>
        <source>ADK sessions</source>
        <translation>Sesiones de ADK</translation>
    </message>
    <message>
        <source>ADK events</source>
        <translation>Eventos de ADK</translation>
    </message>
    <message>
        <source>ADK event</source>
        <translation>Evento de ADK</translation>
    </message>
    <message>
        <source>Gemini response</source>
        <translation>Respuesta de Gemini</translation>
    </message>
    <message>
        <source>Gemini streamed response</source>
        <translation>Respuesta de Gemini en streaming</translation>
    </message>
    <message>
        <source>Vertex AI Search answer</source>
        <translation>Respuesta de Vertex AI Search</translation>
    </message>
    <message>
        <source>Vertex AI Search streamed answer</source>
        <translation>Respuesta de Vertex AI Search en streaming</translation>
    </message>
    <message>
        <source>Vertex AI Search answer resource</source>
        <translation>Recurso de respuesta de Vertex AI Search</translation>
    </message>
    <message>
        <source>Vertex AI Search session</source>
        <translation>Sesión de Vertex AI Search</translation>
    </message>
    <message>
        <source>Vertex AI Search sessions</source>
        <translation>Sesiones de Vertex AI Search</translation>
    </message>
    <message>
        <source>Vertex AI Search assistant answer</source>
        <translation>Respuesta del asistente de Vertex AI Search</translation>
    </message>
    <message>
        <source>ADK trace spans</source>
        <translation>Intervalos de traza de ADK</translation>
    </message>
    <message>
        <source>ADK trace span</source>
        <translation>Intervalo de traza de ADK</translation>
    </message>
    <message>
        <source>ADK event trace</source>
        <translation>Traza de evento de ADK</translation>
    </message>
    <message>
        <source>OpenTelemetry trace (OTLP/JSON)</source>
        <translation>Traza de OpenTelemetry (OTLP/JSON)</translation>
    </message>
    <message>
        <source>Conversational Agents evaluation</source>
        <translation>Evaluación de Conversational Agents</translation>
    </message>
    <message>
        <source>Conversational Agents evaluations</source>
        <translation>Evaluaciones de Conversational Agents</translation>
    </message>
    <message>
        <source>Conversational Agents evaluation result</source>
        <translation>Resultado de evaluación de Conversational Agents</translation>
    </message>
    <message>
        <source>Conversational Agents evaluation results</source>
        <translation>Resultados de evaluación de Conversational Agents</translation>
    </message>
    <message>
        <source>Conversational Agents evaluation run</source>
        <translation>Ejecución de evaluación de Conversational Agents</translation>
    </message>
    <message>
        <source>Conversational Agents evaluation runs</source>
        <translation>Ejecuciones de evaluación de Conversational Agents</translation>
    </message>
    <message>
        <source>Conversational Agents evaluation dataset</source>
        <translation>Conjunto de datos de evaluación de Conversational Agents</translation>
    </message>
    <message>
        <source>Conversational Agents evaluation datasets</source>
        <translation>Conjuntos de datos de evaluación de Conversational Agents</translation>
    </message>
    <message>
        <source>ADK eval set</source>
        <translation>Conjunto de evaluación de ADK</translation>
    </message>
    <message>
        <source>ADK eval case</source>
        <translation>Caso de evaluación de ADK</translation>
    </message>
    <message>
        <source>ADK eval set result</source>
        <translation>Resultado del conjunto de evaluación de ADK</translation>
    </message>
    <message>
        <source>ADK eval run results</source>
        <translation>Resultados de la ejecución de evaluación de ADK</translation>
    </message>
    <message>
        <source>ADK legacy test file</source>
        <translation>Archivo de prueba de ADK (formato antiguo)</translation>
    </message>
    <message>
        <source>ADK legacy eval set</source>
        <translation>Conjunto de evaluación de ADK (formato antiguo)</translation>
    </message>
</context>
<context>
    <name>GroundedText</name>
    <message>
        <source>offsets exact</source>
        <extracomment>how a cited range matched the text: exactly</extracomment>
        <translation>desplazamientos exactos</translation>
    </message>
    <message>
        <source>offsets adjusted</source>
        <extracomment>how a cited range matched: its byte offsets split a character and were widened</extracomment>
        <translation>desplazamientos ajustados</translation>
    </message>
    <message>
        <source>relocated by its text</source>
        <extracomment>how a cited range matched: found by its text at another place</extracomment>
        <translation>reubicado por su texto</translation>
    </message>
    <message>
        <source>text mismatch</source>
        <extracomment>how a cited range matched: the text at the offsets differs from the cited text</extracomment>
        <translation>el texto no coincide</translation>
    </message>
    <message>
        <source>unresolved</source>
        <extracomment>how a cited range matched: it could not be placed in the text</extracomment>
        <translation>sin resolver</translation>
    </message>
</context>
<context>
    <name>HtmlWriter</name>
    <message>
        <source>Conversation %1</source>
        <translation>Conversación %1</translation>
    </message>
    <message>
        <source>Conversation %1: %2</source>
        <translation>Conversación %1: %2</translation>
    </message>
    <message>
        <source>(no role)</source>
        <translation>(sin rol)</translation>
    </message>
    <message>
        <source>Thought</source>
        <extracomment>HTML export: heading of a model&apos;s reasoning (&quot;thought&quot;) chunk</extracomment>
        <translation>Razonamiento</translation>
    </message>
    <message>
        <source>Transcript</source>
        <extracomment>HTML export: heading of a speech-to-text transcript chunk</extracomment>
        <translation>Transcripción</translation>
    </message>
    <message>
        <source>image %1 %2×%3</source>
        <translation>imagen %1 de %2×%3</translation>
    </message>
    <message>
        <source>image %1 that does not decode</source>
        <translation>imagen %1 que no se puede decodificar</translation>
    </message>
    <message>
        <source>attachment %1, %2</source>
        <translation>adjunto %1, %2</translation>
    </message>
    <message>
        <source>file %1 %2</source>
        <translation>archivo %1 %2</translation>
    </message>
    <message>
        <source>Tool call %1</source>
        <translation>Llamada a herramienta %1</translation>
    </message>
    <message>
        <source>Tool response %1</source>
        <translation>Respuesta de herramienta %1</translation>
    </message>
    <message>
        <source>Transfer to %1</source>
        <translation>Transferencia a %1</translation>
    </message>
    <message>
        <source>Payload</source>
        <extracomment>HTML export: heading of a custom JSON payload chunk</extracomment>
        <translation>Carga útil</translation>
    </message>
    <message>
        <source>Updated variables</source>
        <translation>Variables actualizadas</translation>
    </message>
    <message>
        <source>Default variables</source>
        <translation>Variables predeterminadas</translation>
    </message>
    <message>
        <source>Code (%1)</source>
        <extracomment>HTML export: heading of generated code; %1 the programming language</extracomment>
        <translation>Código (%1)</translation>
    </message>
    <message>
        <source>Code result (%1)</source>
        <extracomment>HTML export: heading of the output of executed code; %1 the outcome (e.g. OUTCOME_OK)</extracomment>
        <translation>Resultado del código (%1)</translation>
    </message>
    <message>
        <source>Error %1</source>
        <translation>Error %1</translation>
    </message>
    <message>
        <source>Unknown chunk kind %1</source>
        <translation>Tipo de fragmento desconocido %1</translation>
    </message>
    <message>
        <source>Sources</source>
        <extracomment>HTML export: heading of the numbered citation footnotes of a message</extracomment>
        <translation>Fuentes</translation>
    </message>
    <message>
        <source>(the whole message)</source>
        <extracomment>HTML export: a citation that supports the whole message rather than a passage</extracomment>
        <translation>(todo el mensaje)</translation>
    </message>
    <message>
        <source>(citation could not be resolved)</source>
        <translation>(no se pudo resolver la cita)</translation>
    </message>
    <message>
        <source>Search queries</source>
        <extracomment>HTML export: heading of the web search queries the model ran</extracomment>
        <translation>Consultas de búsqueda</translation>
    </message>
    <message>
        <source>Format: %1</source>
        <translation>Formato: %1</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <extracomment>HTML export: heading of the problems found while reading the file</extracomment>
        <translation>Diagnósticos</translation>
    </message>
    <message>
        <source>%1 (at %2)</source>
        <extracomment>HTML export: %1 a problem found in the file, %2 where (a JSON path or line:column)</extracomment>
        <translation>%1 (en %2)</translation>
    </message>
</context>
<context>
    <name>ImageCard</name>
    <message>
        <source>unknown type</source>
        <translation>tipo desconocido</translation>
    </message>
    <message>
        <source>Image could not be decoded (%1, %2)</source>
        <extracomment>placeholder for a broken image; %1 MIME type, %2 size of the data</extracomment>
        <translation>No se pudo decodificar la imagen (%1, %2)</translation>
    </message>
    <message>
        <source>%1, %2 × %3 px, %4</source>
        <extracomment>under an image thumbnail: %1 MIME type, %2 width, %3 height, %4 data size</extracomment>
        <translation>%1, %2 × %3 px, %4</translation>
    </message>
    <message>
        <source>Decoding…</source>
        <extracomment>placeholder while an image is being decoded</extracomment>
        <translation>Decodificando…</translation>
    </message>
</context>
<context>
    <name>ImageViewer</name>
    <message>
        <source>Image — %1, %2 × %3</source>
        <extracomment>image viewer title: %1 MIME type, %2 width, %3 height in pixels</extracomment>
        <translation>Imagen — %1, %2 × %3</translation>
    </message>
    <message>
        <source>Image</source>
        <extracomment>accessible name of the image viewer&apos;s scrollable image</extracomment>
        <translation>Imagen</translation>
    </message>
    <message>
        <source>The image at its full size; the arrow keys scroll it</source>
        <extracomment>accessible description of the image viewer&apos;s scrollable image</extracomment>
        <translation>La imagen a tamaño completo; las teclas de flecha la desplazan</translation>
    </message>
</context>
<context>
    <name>JsonCard</name>
    <message>
        <source>Unknown chunk kind %1</source>
        <extracomment>title of a card for a chunk the reader does not know; %1 its JSON key</extracomment>
        <translation>Tipo de fragmento desconocido %1</translation>
    </message>
</context>
<context>
    <name>JsonNode</name>
    <message>
        <source>The JSON is nested more than %1 levels deep</source>
        <translation>El JSON está anidado a más de %1 niveles de profundidad</translation>
    </message>
    <message>
        <source>Invalid JSON at %1:%2: %3</source>
        <extracomment>%1 line, %2 column, %3 the parser&apos;s explanation (English)</extracomment>
        <translation>JSON no válido en %1:%2: %3</translation>
    </message>
</context>
<context>
    <name>JsonTreeModel</name>
    <message numerus="yes">
        <source>{%n key(s)}</source>
        <extracomment>summary of a JSON object in a tree: how many members it has</extracomment>
        <translation>
            <numerusform>{%n clave}</numerusform>
            <numerusform>{%n claves}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[%n item(s)]</source>
        <extracomment>summary of a JSON array in a tree: how many items it has</extracomment>
        <translation>
            <numerusform>[%n elemento]</numerusform>
            <numerusform>[%n elementos]</numerusform>
        </translation>
    </message>
    <message>
        <source>null</source>
        <extracomment>JSON value type</extracomment>
        <translation>null</translation>
    </message>
    <message>
        <source>boolean</source>
        <extracomment>JSON value type</extracomment>
        <translation>booleano</translation>
    </message>
    <message>
        <source>number</source>
        <extracomment>JSON value type</extracomment>
        <translation>número</translation>
    </message>
    <message>
        <source>string</source>
        <extracomment>JSON value type</extracomment>
        <translation>cadena</translation>
    </message>
    <message>
        <source>array</source>
        <extracomment>JSON value type</extracomment>
        <translation>matriz</translation>
    </message>
    <message>
        <source>object</source>
        <extracomment>JSON value type</extracomment>
        <translation>objeto</translation>
    </message>
    <message>
        <source>Key</source>
        <extracomment>column header: JSON member name</extracomment>
        <translation>Clave</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>column header: JSON value</extracomment>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Type</source>
        <extracomment>column header: JSON value type</extracomment>
        <translation>Tipo</translation>
    </message>
</context>
<context>
    <name>JsonTreeView</name>
    <message>
        <source>Copy Value</source>
        <extracomment>context menu of a JSON tree row: the value as plain text (a string without quotes)</extracomment>
        <translation>Copiar valor</translation>
    </message>
    <message>
        <source>Copy JSON</source>
        <extracomment>context menu of a JSON tree row: the value (and everything below it) as pretty JSON</extracomment>
        <translation>Copiar JSON</translation>
    </message>
    <message>
        <source>Copy JSON Path</source>
        <extracomment>context menu of a JSON tree row: where the value is, e.g. turns[0].messages[1].text</extracomment>
        <translation>Copiar ruta JSON</translation>
    </message>
</context>
<context>
    <name>LanguageManager</name>
    <message>
        <source>System language</source>
        <extracomment>Language menu entry: follow the operating system&apos;s language</extracomment>
        <translation>Idioma del sistema</translation>
    </message>
</context>
<context>
    <name>LinkedConversation</name>
    <message>
        <source>Conversation %1 is not in an open file.</source>
        <extracomment>status bar: the conversation an evaluation ran is in no open file; %1 its name</extracomment>
        <translation>La conversación %1 no está en ningún archivo abierto.</translation>
    </message>
    <message>
        <source>Looking for conversation %1 in %2…</source>
        <extracomment>status bar: looking for the conversation an evaluation ran; %1 its name, %2 a folder</extracomment>
        <translation>Buscando la conversación %1 en %2…</translation>
    </message>
    <message>
        <source>Conversation %1 is neither open nor in a file in %2.</source>
        <extracomment>status bar: the conversation an evaluation ran is nowhere to be found; %1 its name, %2 the folder of the evaluation file</extracomment>
        <translation>La conversación %1 no está abierta ni en ningún archivo de %2.</translation>
    </message>
    <message>
        <source>Cannot open the linked conversation: %1</source>
        <extracomment>status bar: the file that should hold a linked conversation cannot be read; %1 why</extracomment>
        <translation>No se puede abrir la conversación vinculada: %1</translation>
    </message>
    <message>
        <source>%2 mentions %1 but holds no conversation of that name.</source>
        <extracomment>status bar: a file mentions the linked conversation but holds no conversation of that name; %1 the name, %2 the file</extracomment>
        <translation>%2 menciona %1, pero no contiene ninguna conversación con ese nombre.</translation>
    </message>
    <message>
        <source>Conversation %1 of %2.</source>
        <extracomment>status bar: the conversation an evaluation ran is shown; %1 its name, %2 its file</extracomment>
        <translation>Conversación %1 de %2.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Conversation Inspector</source>
        <extracomment>window title when no file is open</extracomment>
        <translation>Conversation Inspector</translation>
    </message>
    <message>
        <source>unknown format</source>
        <translation>formato desconocido</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>status bar: %1 format name such as &quot;ADK session&quot;, %2 framing such as json or jsonl</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n conversation(s)</source>
        <translation>
            <numerusform>%n conversación</numerusform>
            <numerusform>%n conversaciones</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>status bar: %1 &quot;N conversations&quot;, %2 &quot;N messages&quot; (of the open conversation)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n mensaje</numerusform>
            <numerusform>%n mensajes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — Conversation Inspector</source>
        <extracomment>window title: %1 file name</extracomment>
        <translation>%1 — Conversation Inspector</translation>
    </message>
    <message>
        <source>About Conversation Inspector</source>
        <translation>Acerca de Conversation Inspector</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Conversation Inspector %1&lt;/h3&gt;&lt;p&gt;Inspects transcripts of conversational AI agents: messages, tool calls, grounding and traces.&lt;/p&gt;&lt;p&gt;License: GPL-2.0-or-later&lt;/p&gt;</source>
        <extracomment>about box text; %1 version number</extracomment>
        <translation>&lt;h3&gt;Conversation Inspector %1&lt;/h3&gt;&lt;p&gt;Inspecciona transcripciones de agentes de IA conversacional: mensajes, llamadas a herramientas, fundamentación y trazas.&lt;/p&gt;&lt;p&gt;Licencia: GPL-2.0-or-later&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>menu</extracomment>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <extracomment>menu action: read the file again</extracomment>
        <translation>&amp;Recargar</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <extracomment>menu action</extracomment>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <extracomment>menu</extracomment>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>menu: choose the user interface language</extracomment>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <extracomment>menu</extracomment>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;About Conversation Inspector</source>
        <extracomment>menu action</extracomment>
        <translation>&amp;Acerca de Conversation Inspector</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>button in the status bar that stops loading a file, or counting find matches in it</extracomment>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <extracomment>menu: moving between messages, conversations and places visited</extracomment>
        <translation>I&amp;r</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <extracomment>menu</extracomment>
        <translation>&amp;Edición</translation>
    </message>
    <message>
        <source>&amp;Follow File</source>
        <extracomment>File menu: keep showing what another program appends to the file (like tail -f)</extracomment>
        <translation>&amp;Seguir el archivo</translation>
    </message>
    <message>
        <source>Show records appended to the file as they arrive; reload it when it is replaced</source>
        <translation>Muestra los registros que se añaden al archivo a medida que llegan y lo vuelve a cargar si se reemplaza</translation>
    </message>
    <message>
        <source>Stop loading the file (what was read stays shown)</source>
        <translation>Detener la carga del archivo (lo ya leído sigue visible)</translation>
    </message>
    <message>
        <source>Stop counting the matches in the whole file</source>
        <translation>Dejar de contar las coincidencias en todo el archivo</translation>
    </message>
    <message>
        <source>Show &amp;Uncited Sentences</source>
        <extracomment>View menu: mark the sentences of grounded answers that no citation supports</extracomment>
        <translation>Mostrar oraciones sin &amp;cita</translation>
    </message>
    <message>
        <source>Marks each sentence of a grounded answer that has no cited source</source>
        <extracomment>tooltip of View &gt; Show Uncited Sentences</extracomment>
        <translation>Marca cada oración de una respuesta fundamentada que no tiene ninguna fuente citada</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <extracomment>Help menu: the list of every keyboard shortcut</extracomment>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <extracomment>File menu: close the file shown</extracomment>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>&lt;p&gt;Built on Qt %1 (LGPL-3.0), nlohmann/json (MIT), simdjson (Apache-2.0), mimalloc (MIT) and QtKeychain (BSD-3-Clause).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Creado con Qt %1 (LGPL-3.0), nlohmann/json (MIT), simdjson (Apache-2.0), mimalloc (MIT) y QtKeychain (BSD-3-Clause).&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MarkdownBrowser</name>
    <message>
        <source>[image: %1]</source>
        <extracomment>replaces an image in Markdown text, which is never loaded; %1 is its title or address</extracomment>
        <translation>[imagen: %1]</translation>
    </message>
</context>
<context>
    <name>MarkdownWriter</name>
    <message>
        <source>Transcript</source>
        <translation>Transcripción</translation>
    </message>
    <message>
        <source>Format: %1</source>
        <translation>Formato: %1</translation>
    </message>
    <message>
        <source>Conversation %1</source>
        <translation>Conversación %1</translation>
    </message>
    <message>
        <source>Conversation %1: %2</source>
        <translation>Conversación %1: %2</translation>
    </message>
    <message>
        <source>(no role)</source>
        <translation>(sin rol)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Thought</source>
        <translation>Razonamiento</translation>
    </message>
    <message>
        <source>Transcript:</source>
        <translation>Transcripción:</translation>
    </message>
    <message>
        <source>image %1 %2×%3</source>
        <translation>imagen %1 %2×%3</translation>
    </message>
    <message>
        <source>image %1 that does not decode</source>
        <translation>imagen %1 que no se puede decodificar</translation>
    </message>
    <message>
        <source>attachment %1, %2</source>
        <translation>adjunto %1, %2</translation>
    </message>
    <message>
        <source>file %1 %2</source>
        <translation>archivo %1 %2</translation>
    </message>
    <message>
        <source>Tool call %1</source>
        <translation>Llamada a la herramienta %1</translation>
    </message>
    <message>
        <source>Tool response %1</source>
        <translation>Respuesta de la herramienta %1</translation>
    </message>
    <message>
        <source>Transfer to %1</source>
        <translation>Transferencia a %1</translation>
    </message>
    <message>
        <source>Payload</source>
        <translation>Carga útil</translation>
    </message>
    <message>
        <source>Updated variables</source>
        <translation>Variables actualizadas</translation>
    </message>
    <message>
        <source>Default variables</source>
        <translation>Variables predeterminadas</translation>
    </message>
    <message>
        <source>Error %1</source>
        <translation>Error %1</translation>
    </message>
    <message>
        <source>Unknown chunk kind %1</source>
        <translation>Tipo de fragmento desconocido %1</translation>
    </message>
    <message>
        <source>(citation could not be resolved)</source>
        <translation>(no se pudo resolver la cita)</translation>
    </message>
    <message>
        <source>Sources: %1</source>
        <translation>Fuentes: %1</translation>
    </message>
</context>
<context>
    <name>McpCommand</name>
    <message>
        <source>[%1 %2, %3 bytes of base64]</source>
        <extracomment>mcp call output for a binary content block: %1 image/audio, %2 MIME type, %3 size</extracomment>
        <translation>[%1 %2, %3 bytes en base64]</translation>
    </message>
    <message>
        <source>[link %1]</source>
        <translation>[enlace %1]</translation>
    </message>
    <message>
        <source>[resource %1]</source>
        <translation>[recurso %1]</translation>
    </message>
    <message>
        <source>The MCP endpoint (https, or http to localhost).</source>
        <translation>El punto de conexión MCP (https, o http a localhost).</translation>
    </message>
    <message>
        <source>An extra HTTP header; repeatable. Never a token.</source>
        <translation>Una cabecera HTTP adicional; se puede repetir. Nunca un token.</translation>
    </message>
    <message>
        <source>&apos;Name: value&apos;</source>
        <comment>value placeholder of --header</comment>
        <translation>&apos;Nombre: valor&apos;</translation>
    </message>
    <message>
        <source>A command that prints an access token, run without a shell, e.g. &quot;gcloud auth print-access-token&quot;. Without it the CONVERSATION_INSPECTOR_TOKEN environment variable is used when set.</source>
        <translation>Un comando que imprime un token de acceso y se ejecuta sin shell; por ejemplo, &quot;gcloud auth print-access-token&quot;. Sin él, se usa la variable de entorno CONVERSATION_INSPECTOR_TOKEN si está definida.</translation>
    </message>
    <message>
        <source>command</source>
        <comment>value placeholder of --token-command</comment>
        <translation>comando</translation>
    </message>
    <message>
        <source>The quota project (sent as x-goog-user-project).</source>
        <translation>El proyecto de cuota (se envía como x-goog-user-project).</translation>
    </message>
    <message>
        <source>The MCP protocol era: auto (probe 2026-07-28, fall back to 2025), modern or legacy.</source>
        <translation>La generación del protocolo MCP: auto (prueba 2026-07-28 y, si no, vuelve a 2025), modern o legacy.</translation>
    </message>
    <message>
        <source>era</source>
        <comment>value placeholder of --era</comment>
        <translation>generación</translation>
    </message>
    <message>
        <source>Seconds to wait for an answer or a progress report (default 60).</source>
        <translation>Segundos de espera de una respuesta o de un informe de progreso (60 por omisión).</translation>
    </message>
    <message>
        <source>seconds</source>
        <comment>value placeholder of --timeout</comment>
        <translation>segundos</translation>
    </message>
    <message>
        <source>The largest response accepted (default 33554432).</source>
        <translation>El tamaño máximo de respuesta que se acepta (33554432 por omisión).</translation>
    </message>
    <message>
        <source>bytes</source>
        <comment>value placeholder of --max-response-bytes</comment>
        <translation>bytes</translation>
    </message>
    <message>
        <source>--endpoint is required</source>
        <translation>falta --endpoint</translation>
    </message>
    <message>
        <source>unknown --era &quot;%1&quot; (use auto, modern or legacy)</source>
        <translation>--era desconocido «%1» (use auto, modern o legacy)</translation>
    </message>
    <message>
        <source>--timeout needs a number of seconds</source>
        <translation>--timeout necesita un número de segundos</translation>
    </message>
    <message>
        <source>--max-response-bytes needs a number of bytes (at least 1024)</source>
        <translation>--max-response-bytes necesita un número de bytes (al menos 1024)</translation>
    </message>
    <message>
        <source>--header needs &apos;Name: value&apos;, not &quot;%1&quot;</source>
        <translation>--header necesita &apos;Nombre: valor&apos;, no «%1»</translation>
    </message>
    <message>
        <source>credentials are never given on the command line: use --token-command or the CONVERSATION_INSPECTOR_TOKEN environment variable</source>
        <translation>las credenciales nunca se indican en la línea de comandos: use --token-command o la variable de entorno CONVERSATION_INSPECTOR_TOKEN</translation>
    </message>
    <message>
        <source>--token-command names no program, or a quote is not closed</source>
        <translation>--token-command no indica ningún programa o hay una comilla sin cerrar</translation>
    </message>
    <message>
        <source>conversation-inspector: %1</source>
        <translation>conversation-inspector: %1</translation>
    </message>
    <message>
        <source>Speaks to an MCP server over Streamable HTTP: lists its tools or calls one.</source>
        <translation>Se comunica con un servidor MCP mediante Streamable HTTP: enumera sus herramientas o llama a una.</translation>
    </message>
    <message>
        <source>Print the raw JSON result.</source>
        <translation>Imprime el resultado JSON sin procesar.</translation>
    </message>
    <message>
        <source>The command.</source>
        <extracomment>Help text of the subcommand name itself</extracomment>
        <translation>El comando.</translation>
    </message>
    <message>
        <source>list-tools, or call TOOL [ARGS_JSON] (a JSON object, default {}).</source>
        <translation>list-tools, o call TOOL [ARGS_JSON] (un objeto JSON; por omisión, {}).</translation>
    </message>
    <message>
        <source>say list-tools or call TOOL [ARGS_JSON]</source>
        <translation>indique list-tools o call TOOL [ARGS_JSON]</translation>
    </message>
    <message>
        <source>wrong number of arguments for %1</source>
        <translation>número de argumentos incorrecto para %1</translation>
    </message>
    <message>
        <source>ARGS_JSON must be a JSON object</source>
        <translation>ARGS_JSON debe ser un objeto JSON</translation>
    </message>
</context>
<context>
    <name>McpError</name>
    <message>
        <source>No MCP connection is configured.</source>
        <translation>No hay ninguna conexión MCP configurada.</translation>
    </message>
    <message>
        <source>A question is already being answered.</source>
        <translation>Ya se está respondiendo a una pregunta.</translation>
    </message>
    <message>
        <source>The question cannot be sent: %1.</source>
        <translation>No se puede enviar la pregunta: %1.</translation>
    </message>
    <message>
        <source>The tool answered without an AnswerQueryResponse (no structured content and no JSON text).</source>
        <translation>La herramienta respondió sin un AnswerQueryResponse (sin contenido estructurado ni texto JSON).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an http or https URL.</source>
        <translation>«%1» no es una URL http o https.</translation>
    </message>
    <message>
        <source>Refusing to send a request to %1 over plain HTTP: use https (plain http is allowed only for localhost).</source>
        <translation>Se rechaza enviar una solicitud a %1 por HTTP sin cifrar: use https (http sin cifrar solo se permite para localhost).</translation>
    </message>
    <message>
        <source>The tool arguments must be a JSON object.</source>
        <translation>Los argumentos de la herramienta deben ser un objeto JSON.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Cancelado.</translation>
    </message>
    <message>
        <source>Could not reach %1.</source>
        <translation>No se pudo conectar con %1.</translation>
    </message>
    <message>
        <source>The server did not answer the protocol probe in time.</source>
        <translation>El servidor no respondió a tiempo a la comprobación del protocolo.</translation>
    </message>
    <message>
        <source>The response is larger than the limit of %1 bytes; the call was stopped.</source>
        <translation>La respuesta supera el límite de %1 bytes; se detuvo la llamada.</translation>
    </message>
    <message>
        <source>The server refused to initialize: JSON-RPC error %1: %2</source>
        <translation>El servidor rechazó la inicialización: error JSON-RPC %1: %2</translation>
    </message>
    <message>
        <source>The server offers protocol version &quot;%1&quot;, which this client does not speak.</source>
        <translation>El servidor ofrece la versión de protocolo «%1», que este cliente no admite.</translation>
    </message>
    <message>
        <source>The server answered with JSON-RPC error %1: %2</source>
        <translation>El servidor respondió con el error JSON-RPC %1: %2</translation>
    </message>
    <message>
        <source>The tool list could not be read.</source>
        <translation>No se pudo leer la lista de herramientas.</translation>
    </message>
    <message>
        <source>The tool %1 asks for more input (resultType input_required), which this client does not support.</source>
        <translation>La herramienta %1 pide más datos (resultType input_required), algo que este cliente no admite.</translation>
    </message>
    <message>
        <source>The tool %1 reported an error.</source>
        <translation>La herramienta %1 informó de un error.</translation>
    </message>
    <message>
        <source>No response within %1 s (the timeout restarts on each progress report).</source>
        <translation>No hubo respuesta en %1 s (el tiempo de espera se reinicia con cada informe de progreso).</translation>
    </message>
    <message>
        <source>The server sent malformed JSON.</source>
        <translation>El servidor envió JSON mal formado.</translation>
    </message>
    <message>
        <source>The event stream was cut in the middle of an event, before the response.</source>
        <translation>El flujo de eventos se cortó en mitad de un evento, antes de la respuesta.</translation>
    </message>
    <message>
        <source>The event stream ended before the response arrived.</source>
        <translation>El flujo de eventos terminó antes de que llegara la respuesta.</translation>
    </message>
    <message>
        <source>The server answered HTTP %1 without a JSON-RPC response.</source>
        <translation>El servidor respondió HTTP %1 sin una respuesta JSON-RPC.</translation>
    </message>
    <message>
        <source>The server refused the credentials (HTTP 401). Check the token or the token command.</source>
        <translation>El servidor rechazó las credenciales (HTTP 401). Compruebe el token o el comando del token.</translation>
    </message>
    <message>
        <source>Permission denied (HTTP 403): the account lacks access to this resource, or the quota project (x-goog-user-project) is missing.</source>
        <translation>Permiso denegado (HTTP 403): la cuenta no tiene acceso a este recurso o falta el proyecto de cuota (x-goog-user-project).</translation>
    </message>
    <message>
        <source>The server does not support the protocol version this client sent (it supports: %1).</source>
        <translation>El servidor no admite la versión de protocolo que envió este cliente (admite: %1).</translation>
    </message>
    <message>
        <source>The server answered HTTP %1.</source>
        <translation>El servidor respondió HTTP %1.</translation>
    </message>
    <message>
        <source>The token command &quot;%1&quot; did not finish within %2 s.</source>
        <translation>El comando del token «%1» no terminó en %2 s.</translation>
    </message>
    <message>
        <source>The token could not be saved in the keychain; it is used for this session only.</source>
        <translation>No se pudo guardar el token en el llavero; solo se usa en esta sesión.</translation>
    </message>
    <message>
        <source>The environment variable %1 is not set.</source>
        <translation>La variable de entorno %1 no está definida.</translation>
    </message>
    <message>
        <source>No token was pasted.</source>
        <translation>No se pegó ningún token.</translation>
    </message>
    <message>
        <source>No token is stored in the keychain.</source>
        <translation>No hay ningún token guardado en el llavero.</translation>
    </message>
    <message>
        <source>The token command &quot;%1&quot; could not be started.</source>
        <translation>No se pudo iniciar el comando del token «%1».</translation>
    </message>
    <message>
        <source>The token command &quot;%1&quot; failed (exit code %2).</source>
        <translation>El comando del token «%1» falló (código de salida %2).</translation>
    </message>
    <message>
        <source>The token command &quot;%1&quot; printed no token.</source>
        <translation>El comando del token «%1» no imprimió ningún token.</translation>
    </message>
    <message>
        <source>The tool list is larger than the limit of %1 bytes over its pages; listing stopped.</source>
        <translation>La lista de herramientas supera el límite de %1 bytes entre todas sus páginas; se dejó de listar.</translation>
    </message>
    <message>
        <source>No complete response within %1 s, the limit for one request even with progress reports.</source>
        <translation>No llegó una respuesta completa en %1 s, el límite para una solicitud aunque informe de su progreso.</translation>
    </message>
    <message>
        <source>No ADK server is configured.</source>
        <translation>No hay ningún servidor ADK configurado.</translation>
    </message>
    <message>
        <source>The agent reported an error: %1</source>
        <translation>El agente informó de un error: %1</translation>
    </message>
    <message>
        <source>An event of the stream is not a JSON object.</source>
        <translation>Un evento del flujo no es un objeto JSON.</translation>
    </message>
    <message>
        <source>The server refused the credentials (HTTP %1).</source>
        <translation>El servidor rechazó las credenciales (HTTP %1).</translation>
    </message>
    <message>
        <source>No response within %1 s.</source>
        <translation>No hubo respuesta en %1 s.</translation>
    </message>
    <message>
        <source>The stream from %1 was cut before the run ended.</source>
        <translation>El flujo de %1 se cortó antes de que terminara la ejecución.</translation>
    </message>
    <message>
        <source>The server did not answer with an event stream.</source>
        <translation>El servidor no respondió con un flujo de eventos.</translation>
    </message>
    <message>
        <source>The stream ended in the middle of an event.</source>
        <translation>El flujo terminó a mitad de un evento.</translation>
    </message>
    <message>
        <source>The server&apos;s answer is not the JSON expected.</source>
        <translation>La respuesta del servidor no es el JSON esperado.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a reasoning engine name (projects/PROJECT/locations/LOCATION/reasoningEngines/ID).</source>
        <translation>«%1» no es el nombre de un motor de razonamiento (projects/PROJECT/locations/LOCATION/reasoningEngines/ID).</translation>
    </message>
    <message>
        <source>No reasoning engine is configured.</source>
        <translation>No hay ningún motor de razonamiento configurado.</translation>
    </message>
    <message>
        <source>The operation %1 was not done after %2 polls; gave up.</source>
        <translation>La operación %1 no había terminado tras %2 consultas; se abandonó.</translation>
    </message>
    <message>
        <source>The operation failed (code %1).</source>
        <translation>La operación falló (código %1).</translation>
    </message>
    <message>
        <source>Not found (HTTP 404): the engine or session does not exist, or is not visible to this account.</source>
        <translation>No encontrado (HTTP 404): el motor o la sesión no existe, o esta cuenta no puede verlo.</translation>
    </message>
    <message>
        <source>“%1” is not a session name (projects/…/locations/…/apps/…/sessions/…).</source>
        <translation>«%1» no es un nombre de sesión (projects/…/locations/…/apps/…/sessions/…).</translation>
    </message>
    <message>
        <source>The stream ended before the answer was complete: its JSON array was not closed (responses received: %1).</source>
        <translation>La transmisión terminó antes de completar la respuesta: su array JSON no se cerró (respuestas recibidas: %1).</translation>
    </message>
    <message>
        <source>The answer is not a JSON array of responses (at byte %1).</source>
        <translation>La respuesta no es un array JSON de respuestas (en el byte %1).</translation>
    </message>
    <message>
        <source>An output is larger than the limit of %1 bytes; the run was stopped.</source>
        <translation>Una salida supera el límite de %1 bytes; se detuvo la ejecución.</translation>
    </message>
    <message>
        <source>A response of the run is not a JSON object.</source>
        <translation>Una respuesta de la ejecución no es un objeto JSON.</translation>
    </message>
    <message>
        <source>The server stopped the run with error %1.</source>
        <translation>El servidor detuvo la ejecución con el error %1.</translation>
    </message>
    <message>
        <source>“outputs” of a response is not a list.</source>
        <translation>«outputs» de una respuesta no es una lista.</translation>
    </message>
    <message>
        <source>An output of the run is not a JSON object.</source>
        <translation>Una salida de la ejecución no es un objeto JSON.</translation>
    </message>
    <message>
        <source>The server refused the token from %2 (HTTP %1): it is missing, expired or not valid.</source>
        <translation>El servidor rechazó el token de %2 (HTTP %1): falta, ha caducado o no es válido.</translation>
    </message>
    <message>
        <source>The server refused the token it was given (HTTP %1).</source>
        <translation>El servidor rechazó el token que se le dio (HTTP %1).</translation>
    </message>
    <message>
        <source>The server refused the request (HTTP %1): no token was sent.</source>
        <translation>El servidor rechazó la solicitud (HTTP %1): no se envió ningún token.</translation>
    </message>
    <message>
        <source>The account of the token from %2 may not use this app (HTTP %1).</source>
        <translation>La cuenta del token de %2 no puede usar esta aplicación (HTTP %1).</translation>
    </message>
    <message>
        <source>The server refused access to this app (HTTP %1).</source>
        <translation>El servidor denegó el acceso a esta aplicación (HTTP %1).</translation>
    </message>
    <message>
        <source>Not found (HTTP 404): the app of session %1 does not exist, or is not visible to this account.</source>
        <translation>No encontrado (HTTP 404): la aplicación de la sesión %1 no existe o esta cuenta no puede verla.</translation>
    </message>
    <message>
        <source>Too many requests (HTTP 429): a quota is used up; try again later.</source>
        <translation>Demasiadas solicitudes (HTTP 429): se agotó una cuota; vuelva a intentarlo más tarde.</translation>
    </message>
    <message>
        <source>The server failed (HTTP %1); try again later.</source>
        <translation>El servidor falló (HTTP %1); vuelva a intentarlo más tarde.</translation>
    </message>
</context>
<context>
    <name>McpLogRecord</name>
    <message>
        <source>(The body, %1, was dropped to keep the protocol log small.)</source>
        <extracomment>protocol log: the body of an old request or response was removed from memory; %1 its size (&quot;1.5 MB&quot;)</extracomment>
        <translation>(Se descartó el cuerpo, %1, para que el registro del protocolo no crezca demasiado.)</translation>
    </message>
</context>
<context>
    <name>McpToolForm</name>
    <message>
        <source>The tool describes no arguments; enter them as a JSON object.</source>
        <extracomment>tool form: the tool&apos;s input schema names no properties</extracomment>
        <translation>La herramienta no describe ningún argumento; introdúzcalos como un objeto JSON.</translation>
    </message>
    <message>
        <source>%1 *</source>
        <extracomment>tool form: label of a required argument; %1 its name</extracomment>
        <translation>%1 *</translation>
    </message>
    <message>
        <source>Choose a tool to see its arguments.</source>
        <extracomment>tool form before a tool is chosen</extracomment>
        <translation>Elija una herramienta para ver sus argumentos.</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(sin definir)</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <extracomment>tool form: a number below the schema minimum; %1 the minimum</extracomment>
        <translation>debe ser como mínimo %1</translation>
    </message>
    <message>
        <source>must be at most %1</source>
        <extracomment>tool form: a number above the schema maximum; %1 the maximum</extracomment>
        <translation>debe ser como máximo %1</translation>
    </message>
    <message>
        <source>must be more than %1</source>
        <extracomment>tool form: %1 the exclusive minimum</extracomment>
        <translation>debe ser mayor que %1</translation>
    </message>
    <message>
        <source>must be less than %1</source>
        <extracomment>tool form: %1 the exclusive maximum</extracomment>
        <translation>debe ser menor que %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>tool form problem list: %1 the argument (e.g. options.limit), %2 what is wrong</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>is not a whole number</source>
        <extracomment>tool form: the text of an integer field is not a whole number</extracomment>
        <translation>no es un número entero</translation>
    </message>
    <message>
        <source>is not a number</source>
        <extracomment>tool form: the text of a number field is not a number</extracomment>
        <translation>no es un número</translation>
    </message>
    <message>
        <source>is not valid JSON (%1)</source>
        <extracomment>tool form: the JSON editor holds invalid JSON; %1 the parser&apos;s reason</extracomment>
        <translation>no es JSON válido (%1)</translation>
    </message>
    <message>
        <source>more than one value</source>
        <translation>hay más de un valor</translation>
    </message>
    <message>
        <source>must be a JSON array</source>
        <extracomment>tool form: the JSON editor must hold a JSON array [...]</extracomment>
        <translation>debe ser una matriz JSON</translation>
    </message>
    <message>
        <source>must be a JSON object</source>
        <extracomment>tool form: the JSON editor must hold a JSON object {...}</extracomment>
        <translation>debe ser un objeto JSON</translation>
    </message>
    <message>
        <source>is required</source>
        <extracomment>tool form: a required argument was left empty</extracomment>
        <translation>es obligatorio</translation>
    </message>
    <message numerus="yes">
        <source>%n more argument(s), not shown as fields: enter them here as a JSON object.</source>
        <extracomment>tool form: the schema has more arguments than the form shows as fields; %n how many</extracomment>
        <translation>
            <numerusform>Hay %n argumento más que no se muestra como campo: escríbelo aquí como un objeto JSON.</numerusform>
            <numerusform>Hay %n argumentos más que no se muestran como campos: escríbelos aquí como un objeto JSON.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageAccessibility</name>
    <message>
        <source>Open image</source>
        <translation>Abrir imagen</translation>
    </message>
</context>
<context>
    <name>MessageFilterBar</name>
    <message>
        <source>Message %1 is hidden by the filter.</source>
        <extracomment>filter bar notice after a jump to a message the filter hides; %1 its number (1-based)</extracomment>
        <translation>El mensaje %1 está oculto por el filtro.</translation>
    </message>
    <message>
        <source>Who</source>
        <extracomment>filter bar drop-down: filter by message role and author</extracomment>
        <translation>Quién</translation>
    </message>
    <message>
        <source>Who (%1)</source>
        <extracomment>filter bar drop-down with %1 roles or authors chosen</extracomment>
        <translation>Quién (%1)</translation>
    </message>
    <message>
        <source>Kinds</source>
        <extracomment>filter bar drop-down: filter by chunk kind (text, tool call, ...)</extracomment>
        <translation>Tipos</translation>
    </message>
    <message>
        <source>Kinds (%1)</source>
        <extracomment>filter bar drop-down with %1 chunk kinds chosen</extracomment>
        <translation>Tipos (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln message(s)</source>
        <extracomment>filter bar: %1 messages shown of %Ln in the conversation, e.g. &quot;1,204 of 100,000 messages&quot;</extracomment>
        <translation>
            <numerusform>%1 de %Ln mensaje</numerusform>
            <numerusform>%1 de %Ln mensajes</numerusform>
        </translation>
    </message>
    <message>
        <source>Show the messages of these roles or authors</source>
        <extracomment>tooltip of the filter bar&apos;s Who drop-down</extracomment>
        <translation>Muestra los mensajes de estos roles o autores</translation>
    </message>
    <message>
        <source>Show the messages with chunks of these kinds</source>
        <extracomment>tooltip of the filter bar&apos;s Kinds drop-down</extracomment>
        <translation>Muestra los mensajes con fragmentos de estos tipos</translation>
    </message>
    <message>
        <source>Tool name</source>
        <extracomment>placeholder of the filter bar field that filters by tool name</extracomment>
        <translation>Nombre de la herramienta</translation>
    </message>
    <message>
        <source>Citations</source>
        <extracomment>filter bar toggle: only messages with cited text (grounding)</extracomment>
        <translation>Citas</translation>
    </message>
    <message>
        <source>Show only messages with citations</source>
        <translation>Muestra solo los mensajes con citas</translation>
    </message>
    <message>
        <source>Problems</source>
        <extracomment>filter bar toggle: only messages with errors, warnings or failed tools</extracomment>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>Show only messages with errors or warnings</source>
        <translation>Muestra solo los mensajes con errores o advertencias</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>filter bar drop-down: time range of the messages</extracomment>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Show the messages of a time range</source>
        <translation>Muestra los mensajes de un intervalo de tiempo</translation>
    </message>
    <message>
        <source>From</source>
        <extracomment>filter bar time range: start (inclusive)</extracomment>
        <translation>Desde</translation>
    </message>
    <message>
        <source>Before</source>
        <extracomment>filter bar time range: end (exclusive)</extracomment>
        <translation>Antes de</translation>
    </message>
    <message>
        <source>Only matching</source>
        <extracomment>filter bar toggle: only messages that match the find query</extracomment>
        <translation>Solo coincidentes</translation>
    </message>
    <message>
        <source>Show only the messages that match the find query (Ctrl+F)</source>
        <translation>Muestra solo los mensajes que coinciden con la búsqueda (Ctrl+F)</translation>
    </message>
    <message>
        <source>Clear</source>
        <extracomment>filter bar button: remove every filter criterion</extracomment>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Show anyway</source>
        <extracomment>filter bar notice button: clear the filter and go to the hidden message</extracomment>
        <translation>Mostrar de todos modos</translation>
    </message>
    <message>
        <source>Roles</source>
        <extracomment>section of the filter bar&apos;s Who menu: message roles (user, agent, tool, ...)</extracomment>
        <translation>Roles</translation>
    </message>
    <message>
        <source>Authors</source>
        <extracomment>section of the filter bar&apos;s Who menu: the agents or users that wrote messages</extracomment>
        <translation>Autores</translation>
    </message>
    <message>
        <source>No authors</source>
        <extracomment>Who menu of the filter bar when the messages name no author</extracomment>
        <translation>Sin autores</translation>
    </message>
    <message>
        <source>Show only the messages sent at or after this time</source>
        <translation>Muestra solo los mensajes enviados a partir de esta hora</translation>
    </message>
    <message>
        <source>Show only the messages sent before this time</source>
        <translation>Muestra solo los mensajes enviados antes de esta hora</translation>
    </message>
    <message>
        <source>Remove every filter criterion and show all the messages</source>
        <translation>Quita todos los criterios de filtro y muestra todos los mensajes</translation>
    </message>
    <message>
        <source>Clear the filter and go to the hidden message</source>
        <translation>Borra el filtro y va al mensaje oculto</translation>
    </message>
</context>
<context>
    <name>MessageListAccessible</name>
    <message>
        <source>Messages</source>
        <extracomment>accessible name of the list of messages in the centre</extracomment>
        <translation>Mensajes</translation>
    </message>
    <message>
        <source>The messages of the conversation; the arrow keys select a message, Tab moves through its links, citations and actions, Enter runs the focused one</source>
        <extracomment>accessible description of the list of messages in the centre</extracomment>
        <translation>Los mensajes de la conversación; las teclas de flecha seleccionan un mensaje, Tab recorre sus enlaces, citas y acciones, e Intro ejecuta el que tiene el foco</translation>
    </message>
</context>
<context>
    <name>MessageListModel</name>
    <message>
        <source>User</source>
        <extracomment>message role: the human user</extracomment>
        <translation>Usuario</translation>
    </message>
    <message>
        <source>Agent</source>
        <extracomment>message role: the AI agent</extracomment>
        <translation>Agente</translation>
    </message>
    <message>
        <source>Model</source>
        <extracomment>message role: the language model</extracomment>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>System</source>
        <extracomment>message role: system instructions</extracomment>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Tool</source>
        <extracomment>message role: a tool&apos;s output</extracomment>
        <translation>Herramienta</translation>
    </message>
    <message>
        <source>(no role)</source>
        <extracomment>message role missing in the source</extracomment>
        <translation>(sin rol)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>message list line: %1 role, %2 time</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <extracomment>message list line: %1 role, %2 author, %3 time</extracomment>
        <translation>%1 · %2 · %3</translation>
    </message>
</context>
<context>
    <name>MessageProperties</name>
    <message>
        <source>Id</source>
        <extracomment>details pane property: the message or event id</extracomment>
        <translation>Id.</translation>
    </message>
    <message>
        <source>Author</source>
        <extracomment>details pane property: who wrote the message (user or agent name)</extracomment>
        <translation>Autor</translation>
    </message>
    <message>
        <source>Role</source>
        <extracomment>details pane property: the role in the source (user, model, agent...)</extracomment>
        <translation>Rol</translation>
    </message>
    <message>
        <source>Invocation</source>
        <extracomment>details pane property: the ADK invocation id</extracomment>
        <translation>Invocación</translation>
    </message>
    <message>
        <source>Branch</source>
        <extracomment>details pane property: the dotted agent path of the event</extracomment>
        <translation>Rama</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>details pane property: the time of the message</extracomment>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Candidate</source>
        <extracomment>details pane property: the Gemini candidate index</extracomment>
        <translation>Candidato</translation>
    </message>
    <message>
        <source>Finish reason</source>
        <extracomment>details pane property: why the model stopped generating</extracomment>
        <translation>Motivo de finalización</translation>
    </message>
    <message>
        <source>Model</source>
        <extracomment>details pane property: the model that produced the response</extracomment>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Flags</source>
        <extracomment>details pane property: streaming flags of the event (partial, turnComplete, interrupted)</extracomment>
        <translation>Indicadores</translation>
    </message>
    <message>
        <source>Merged fragments</source>
        <extracomment>details pane property: how many streamed fragments were joined into this event</extracomment>
        <translation>Fragmentos unidos</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <extracomment>details pane property: token counts of the event</extracomment>
        <translation>Tokens del prompt</translation>
    </message>
    <message>
        <source>Response tokens</source>
        <extracomment>details pane property: tokens the model generated</extracomment>
        <translation>Tokens de la respuesta</translation>
    </message>
    <message>
        <source>Thought tokens</source>
        <extracomment>details pane property: reasoning tokens</extracomment>
        <translation>Tokens de razonamiento</translation>
    </message>
    <message>
        <source>Cached tokens</source>
        <extracomment>details pane property: tokens served from the context cache</extracomment>
        <translation>Tokens en caché</translation>
    </message>
    <message>
        <source>Tool use prompt tokens</source>
        <extracomment>details pane property: tokens of tool-use prompts</extracomment>
        <translation>Tokens del prompt de herramientas</translation>
    </message>
    <message>
        <source>Total tokens</source>
        <extracomment>details pane property: all tokens of the event</extracomment>
        <translation>Tokens totales</translation>
    </message>
    <message>
        <source>Long-running calls</source>
        <extracomment>details pane property: ids of tool calls that may finish later</extracomment>
        <translation>Llamadas de larga duración</translation>
    </message>
    <message>
        <source>Transfer to agent</source>
        <extracomment>details pane property: the agent the event hands over to</extracomment>
        <translation>Transferir al agente</translation>
    </message>
    <message>
        <source>Escalate</source>
        <extracomment>details pane property: the event escalates to the parent agent; value &quot;yes&quot;</extracomment>
        <translation>Escalar</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>Skip summarization</source>
        <extracomment>details pane property: the tool result is not summarised; value &quot;yes&quot;</extracomment>
        <translation>Omitir resumen</translation>
    </message>
    <message>
        <source>State delta</source>
        <extracomment>details pane property: the state keys the event set (JSON)</extracomment>
        <translation>Cambios de estado</translation>
    </message>
    <message>
        <source>Artifact delta</source>
        <extracomment>details pane property: the artifacts the event saved (JSON: file → version)</extracomment>
        <translation>Cambios de artefactos</translation>
    </message>
    <message>
        <source>Requested auth</source>
        <extracomment>details pane property: credentials the event asked for (JSON)</extracomment>
        <translation>Autenticación solicitada</translation>
    </message>
    <message>
        <source>Other actions</source>
        <extracomment>details pane property: other actions of the event (JSON)</extracomment>
        <translation>Otras acciones</translation>
    </message>
    <message>
        <source>Custom metadata</source>
        <extracomment>details pane property: free-form metadata of the event (JSON)</extracomment>
        <translation>Metadatos personalizados</translation>
    </message>
    <message>
        <source>blocked</source>
        <extracomment>details pane: a safety rating that blocked the content</extracomment>
        <translation>bloqueado</translation>
    </message>
    <message>
        <source>Safety: %1</source>
        <extracomment>details pane property: a safety rating; %1 the harm category</extracomment>
        <translation>Seguridad: %1</translation>
    </message>
    <message>
        <source>Prompt tokens (all events)</source>
        <extracomment>details pane property: prompt tokens summed over all events of the session</extracomment>
        <translation>Tokens del prompt (todos los eventos)</translation>
    </message>
    <message>
        <source>Response tokens (all events)</source>
        <extracomment>details pane property: generated tokens summed over all events of the session</extracomment>
        <translation>Tokens de respuesta (todos los eventos)</translation>
    </message>
    <message>
        <source>Thought tokens (all events)</source>
        <extracomment>details pane property: reasoning tokens summed over all events of the session</extracomment>
        <translation>Tokens de razonamiento (todos los eventos)</translation>
    </message>
    <message>
        <source>Total tokens (all events)</source>
        <extracomment>details pane property: total tokens summed over all events of the session</extracomment>
        <translation>Tokens totales (todos los eventos)</translation>
    </message>
</context>
<context>
    <name>MessageView</name>
    <message>
        <source>Filter Bar</source>
        <extracomment>View menu: show or hide the message filter bar</extracomment>
        <translation>Barra de filtros</translation>
    </message>
    <message>
        <source>Filter Messages…</source>
        <extracomment>View menu: show the message filter bar and put the keyboard focus in it</extracomment>
        <translation>Filtrar mensajes…</translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <source>(no content)</source>
        <extracomment>shown for a message that has no content chunks</extracomment>
        <translation>(sin contenido)</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <extracomment>%1 the turn number of a message</extracomment>
        <translation>Turno %1</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n problem(s)</source>
        <extracomment>badge on a message with diagnostics</extracomment>
        <translation>
            <numerusform>⚠ %n problema</numerusform>
            <numerusform>⚠ %n problemas</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer is not included in this file: %1</source>
        <translation>La respuesta no está incluida en este archivo: %1</translation>
    </message>
</context>
<context>
    <name>MessageZoom</name>
    <message>
        <source>Zoom &amp;In</source>
        <extracomment>View menu: larger message text</extracomment>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <extracomment>View menu: smaller message text</extracomment>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <extracomment>View menu: message text at its normal size (100 %)</extracomment>
        <translation>Tamaño &amp;real</translation>
    </message>
    <message>
        <source>Message text at its normal size</source>
        <translation>Muestra el texto de los mensajes a su tamaño normal</translation>
    </message>
</context>
<context>
    <name>MetricRowsModel</name>
    <message>
        <source>no score</source>
        <extracomment>evaluation pane: a metric the file gives no score for (not 0)</extracomment>
        <translation>sin puntuación</translation>
    </message>
    <message>
        <source>Metric</source>
        <extracomment>evaluation pane column: the metric or expectation</extracomment>
        <translation>Métrica</translation>
    </message>
    <message>
        <source>Score</source>
        <extracomment>evaluation pane column</extracomment>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Threshold</source>
        <extracomment>evaluation pane column: the score a metric must reach to pass</extracomment>
        <translation>Umbral</translation>
    </message>
    <message>
        <source>Verdict</source>
        <extracomment>evaluation pane column: the verdict the file recorded</extracomment>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>Explanation</source>
        <extracomment>evaluation pane column: the evaluator&apos;s reasons (rubrics, hallucination)</extracomment>
        <translation>Explicación</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <extracomment>evaluation pane: a metric or expectation of one turn; %1 the turn, %2 the metric</extracomment>
        <translation>Turno %1: %2</translation>
    </message>
</context>
<context>
    <name>NavigationActions</name>
    <message>
        <source>&amp;Back</source>
        <extracomment>Go menu: return to where you were before a jump</extracomment>
        <translation>&amp;Atrás</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <extracomment>Go menu: redo a jump undone with Back</extracomment>
        <translation>A&amp;delante</translation>
    </message>
    <message>
        <source>&amp;Next Message</source>
        <extracomment>Go menu</extracomment>
        <translation>Mensaje &amp;siguiente</translation>
    </message>
    <message>
        <source>&amp;Previous Message</source>
        <extracomment>Go menu</extracomment>
        <translation>Mensaje a&amp;nterior</translation>
    </message>
    <message>
        <source>Next &amp;Conversation</source>
        <extracomment>Go menu</extracomment>
        <translation>&amp;Conversación siguiente</translation>
    </message>
    <message>
        <source>Previous C&amp;onversation</source>
        <extracomment>Go menu</extracomment>
        <translation>C&amp;onversación anterior</translation>
    </message>
    <message>
        <source>Next T&amp;urn</source>
        <extracomment>Go menu: select the first message of the next turn (query and answer)</extracomment>
        <translation>T&amp;urno siguiente</translation>
    </message>
    <message>
        <source>Previous Tu&amp;rn</source>
        <extracomment>Go menu: select the first message of the previous turn</extracomment>
        <translation>Tu&amp;rno anterior</translation>
    </message>
    <message>
        <source>Next C&amp;itation</source>
        <extracomment>Go menu: select the next cited sentence and show its sources</extracomment>
        <translation>C&amp;ita siguiente</translation>
    </message>
    <message>
        <source>Previous Ci&amp;tation</source>
        <extracomment>Go menu: select the previous cited sentence and show its sources</extracomment>
        <translation>Ci&amp;ta anterior</translation>
    </message>
    <message>
        <source>No further citation in this conversation</source>
        <translation>No hay más citas en esta conversación</translation>
    </message>
    <message>
        <source>No earlier citation in this conversation</source>
        <translation>No hay citas anteriores en esta conversación</translation>
    </message>
    <message>
        <source>Next &amp;Uncited Sentence</source>
        <extracomment>Go menu: select the next sentence of a grounded answer that no citation supports</extracomment>
        <translation>Siguiente oración sin &amp;cita</translation>
    </message>
    <message>
        <source>Previous Unc&amp;ited Sentence</source>
        <extracomment>Go menu: select the previous sentence of a grounded answer that no citation supports</extracomment>
        <translation>Oración sin cita a&amp;nterior</translation>
    </message>
    <message>
        <source>No further uncited sentence in this conversation</source>
        <translation>No hay más oraciones sin cita en esta conversación</translation>
    </message>
    <message>
        <source>No earlier uncited sentence in this conversation</source>
        <translation>No hay oraciones sin cita anteriores en esta conversación</translation>
    </message>
</context>
<context>
    <name>PaintedJsonCards</name>
    <message>
        <source>Reading %1 of JSON…</source>
        <extracomment>message view, in place of a big JSON value (payload, arguments) being read; %1 its size such as &quot;6.2 MB&quot;</extracomment>
        <translation>Leyendo %1 de JSON…</translation>
    </message>
</context>
<context>
    <name>PlainCard</name>
    <message>
        <source>%1: %2</source>
        <extracomment>an error chunk: %1 error code, %2 message</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a file reference: %1 URI, %2 MIME type</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <extracomment>dialog title (Edit &gt; Preferences…)</extracomment>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>As the desktop</source>
        <extracomment>Preferences: theme that follows the desktop&apos;s light or dark setting
----------
Preferences proxy choice: the desktop&apos;s proxy settings</extracomment>
        <translation>Como el escritorio</translation>
    </message>
    <message>
        <source>Light</source>
        <extracomment>Preferences: theme</extracomment>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <extracomment>Preferences: theme</extracomment>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Use this font:</source>
        <extracomment>Preferences: use another font than the desktop&apos;s for message text</extracomment>
        <translation>Usar esta fuente:</translation>
    </message>
    <message>
        <source>Message font</source>
        <translation>Fuente de los mensajes</translation>
    </message>
    <message>
        <source> pt</source>
        <extracomment>unit after the font size</extracomment>
        <translation> pt</translation>
    </message>
    <message>
        <source>Message font size</source>
        <translation>Tamaño de fuente de los mensajes</translation>
    </message>
    <message>
        <source>Weak support threshold</source>
        <translation>Umbral de respaldo débil</translation>
    </message>
    <message>
        <source>A citation whose best source supports it less than this is flagged weakly supported</source>
        <extracomment>tooltip of the weak-support threshold in Preferences</extracomment>
        <translation>Una cita cuya mejor fuente la respalda menos que esto se marca como de respaldo débil</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <extracomment>Preferences label</extracomment>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <extracomment>Preferences label: light or dark colours</extracomment>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <source>Message &amp;font:</source>
        <extracomment>Preferences label: the font of the messages&apos; text</extracomment>
        <translation>&amp;Fuente de los mensajes:</translation>
    </message>
    <message>
        <source>&amp;Weak support below:</source>
        <extracomment>Preferences label: the support score below which a citation is flagged weak</extracomment>
        <translation>&amp;Débil por debajo de:</translation>
    </message>
    <message>
        <source>No proxy</source>
        <extracomment>Preferences proxy choice: connect directly</extracomment>
        <translation>Sin proxy</translation>
    </message>
    <message>
        <source>This proxy:</source>
        <extracomment>Preferences proxy choice: the address typed beside it</extracomment>
        <translation>Este proxy:</translation>
    </message>
    <message>
        <source>Proxy address</source>
        <extracomment>accessible name of the proxy address field in Preferences</extracomment>
        <translation>Dirección del proxy</translation>
    </message>
    <message>
        <source>http://host:port or socks5://host:port, for MCP, ADK and Agent Engine queries; a password is never saved</source>
        <extracomment>tooltip of the proxy address; a password in it is not saved</extracomment>
        <translation>http://host:port o socks5://host:port, para las consultas MCP, ADK y Agent Engine; nunca se guarda una contraseña</translation>
    </message>
    <message>
        <source>&amp;Proxy:</source>
        <extracomment>Preferences label: how live queries reach the network</extracomment>
        <translation>&amp;Proxy:</translation>
    </message>
    <message>
        <source>The proxy address must look like http://host:port or socks5://host:port.</source>
        <extracomment>Preferences: the proxy address typed is not usable</extracomment>
        <translation>La dirección del proxy debe tener la forma http://host:port o socks5://host:port.</translation>
    </message>
    <message>
        <source>The language of the menus, panes and messages of the window</source>
        <extracomment>tooltip of the language choice in Preferences</extracomment>
        <translation>El idioma de los menús, los paneles y los mensajes de la ventana</translation>
    </message>
    <message>
        <source>Light or dark colours, or the desktop&apos;s own choice</source>
        <extracomment>tooltip of the theme choice in Preferences</extracomment>
        <translation>Colores claros u oscuros, o los que elija el escritorio</translation>
    </message>
    <message>
        <source>Show the text of the messages in another font than the desktop&apos;s</source>
        <extracomment>tooltip of the check box that enables a font of one&apos;s own for message text</extracomment>
        <translation>Muestra el texto de los mensajes con otra fuente distinta de la del escritorio</translation>
    </message>
    <message>
        <source>The font of the text of the messages</source>
        <extracomment>tooltip of the message font in Preferences</extracomment>
        <translation>La fuente del texto de los mensajes</translation>
    </message>
    <message>
        <source>The size of the text of the messages at 100 % zoom</source>
        <extracomment>tooltip of the message font size in Preferences</extracomment>
        <translation>El tamaño del texto de los mensajes con el zoom al 100 %</translation>
    </message>
    <message>
        <source>In this computer&apos;s time zone (%1)</source>
        <extracomment>Preferences: times shown in the computer&apos;s time zone; %1 its offset, &quot;UTC+09:00&quot;</extracomment>
        <translation>En la zona horaria de este equipo (%1)</translation>
    </message>
    <message>
        <source>In UTC</source>
        <extracomment>Preferences: times shown in Coordinated Universal Time</extracomment>
        <translation>En UTC</translation>
    </message>
    <message>
        <source>The time zone of the times in the message headers, the lists and the trace; files and exports keep their own times</source>
        <extracomment>tooltip of the time zone choice in Preferences</extracomment>
        <translation>La zona horaria de las horas de los encabezados de los mensajes, las listas y la traza; los archivos y las exportaciones conservan sus propias horas</translation>
    </message>
    <message>
        <source>How the live queries of the Query panel reach the network</source>
        <extracomment>tooltip of the proxy choice in Preferences</extracomment>
        <translation>Cómo llegan a la red las consultas en vivo del panel de consultas</translation>
    </message>
    <message>
        <source>Default token command</source>
        <extracomment>accessible name of the default token command field in Preferences</extracomment>
        <translation>Comando de token predeterminado</translation>
    </message>
    <message>
        <source>The command whose output is the access token of live queries, on every Query page that does not have its own; the token itself is never saved</source>
        <extracomment>tooltip of the default token command in Preferences</extracomment>
        <translation>El comando cuya salida es el token de acceso de las consultas en vivo, en cada página de consulta que no tenga uno propio; el token en sí nunca se guarda</translation>
    </message>
    <message>
        <source>T&amp;imes:</source>
        <extracomment>Preferences label: local time or UTC</extracomment>
        <translation>&amp;Horas:</translation>
    </message>
    <message>
        <source>Token &amp;command:</source>
        <extracomment>Preferences label: the command that prints an access token for live queries</extracomment>
        <translation>&amp;Comando de token:</translation>
    </message>
    <message>
        <source>The token command has an unclosed quote.</source>
        <extracomment>Preferences: the token command typed cannot be run (an open quote)</extracomment>
        <translation>El comando de token tiene una comilla sin cerrar.</translation>
    </message>
</context>
<context>
    <name>ProblemsPane</name>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <extracomment>problems pane: number of problems</extracomment>
        <translation>
            <numerusform>%n problema</numerusform>
            <numerusform>%n problemas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 shown of %2</source>
        <extracomment>problems pane: %1 number shown by the filter, %2 &quot;N problems&quot; in total</extracomment>
        <translation>%1 mostrados de %2</translation>
    </message>
    <message>
        <source>All problems</source>
        <extracomment>severity filter of the problems pane</extracomment>
        <translation>Todos los problemas</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <extracomment>severity filter of the problems pane</extracomment>
        <translation>Advertencias y errores</translation>
    </message>
    <message>
        <source>Errors only</source>
        <extracomment>severity filter of the problems pane</extracomment>
        <translation>Solo errores</translation>
    </message>
    <message>
        <source>Problems</source>
        <extracomment>accessible name of the problems pane&apos;s list</extracomment>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>The errors, warnings and notes found in the file; Enter shows the message a problem is about</source>
        <extracomment>accessible description of the problems pane&apos;s list</extracomment>
        <translation>Los errores, advertencias y notas encontrados en el archivo; Intro muestra el mensaje al que se refiere el problema</translation>
    </message>
    <message>
        <source>Choose how serious a problem must be to be listed</source>
        <extracomment>tooltip of the severity filter of the problems pane</extracomment>
        <translation>Elige la gravedad mínima de los problemas que se muestran</translation>
    </message>
</context>
<context>
    <name>ProtocolLogModel</name>
    <message>
        <source>failed</source>
        <extracomment>protocol log status column: the exchange failed without an HTTP status</extracomment>
        <translation>fallido</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <extracomment>protocol log: duration of an exchange in milliseconds</extracomment>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Enviado</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Recibido</translation>
    </message>
    <message>
        <source>%1 %2 — %3</source>
        <extracomment>protocol log tool tip: %1 HTTP method, %2 JSON-RPC method, %3 URL</extracomment>
        <translation>%1 %2 — %3</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>protocol log column</extracomment>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Direction</source>
        <extracomment>protocol log column: sent or received</extracomment>
        <translation>Dirección</translation>
    </message>
    <message>
        <source>Method</source>
        <extracomment>protocol log column: the JSON-RPC method, e.g. tools/call</extracomment>
        <translation>Método</translation>
    </message>
    <message>
        <source>Status</source>
        <extracomment>protocol log column: the HTTP status code</extracomment>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Size</source>
        <extracomment>protocol log column: body size in bytes</extracomment>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Duration</source>
        <extracomment>protocol log column: time between request and response</extracomment>
        <translation>Duración</translation>
    </message>
    <message>
        <source>%1 (dropped)</source>
        <extracomment>protocol log size column: the body (%1, e.g. &quot;1.5 MB&quot;) was dropped to keep the log small</extracomment>
        <translation>%1 (descartado)</translation>
    </message>
</context>
<context>
    <name>ProtocolLogView</name>
    <message numerus="yes">
        <source>%n record(s)</source>
        <extracomment>protocol log: how many HTTP requests and responses are listed</extracomment>
        <translation>
            <numerusform>%n registro</numerusform>
            <numerusform>%n registros</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy</source>
        <extracomment>protocol log button: copy the selected request or response as text</extracomment>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy All</source>
        <extracomment>protocol log button: copy every request and response as text</extracomment>
        <translation>Copiar todo</translation>
    </message>
    <message>
        <source>Clear</source>
        <extracomment>protocol log button: empty the log</extracomment>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>(Shortened here: the record is too long to show. Copy copies all of it.)</source>
        <extracomment>protocol log details: very long lines or a very long record were shortened</extracomment>
        <translation>(Acortado aquí: el registro es demasiado largo para mostrarlo. Copiar copia el registro completo.)</translation>
    </message>
    <message>
        <source>Protocol log</source>
        <extracomment>accessible name of the protocol log&apos;s list of requests and responses</extracomment>
        <translation>Registro de protocolo</translation>
    </message>
    <message>
        <source>Exchange details</source>
        <extracomment>accessible name of the protocol log&apos;s text of the selected exchange</extracomment>
        <translation>Detalles del intercambio</translation>
    </message>
    <message>
        <source>Copy the selected request or response as text</source>
        <translation>Copia como texto la solicitud o la respuesta seleccionada</translation>
    </message>
    <message>
        <source>Copy every request and response as text</source>
        <translation>Copia como texto todas las solicitudes y respuestas</translation>
    </message>
    <message>
        <source>Remove every record from the log</source>
        <translation>Vacía el registro de protocolo</translation>
    </message>
    <message>
        <source>Every HTTP request and response of the MCP calls; the selected one&apos;s text shows below</source>
        <extracomment>accessible description of the protocol log&apos;s list of requests and responses</extracomment>
        <translation>Todas las solicitudes y respuestas HTTP de las llamadas MCP; el texto de la seleccionada se muestra debajo</translation>
    </message>
    <message>
        <source>The headers and body of the selected request or response, read-only</source>
        <extracomment>accessible description of the protocol log&apos;s text of the selected exchange</extracomment>
        <translation>Las cabeceras y el cuerpo de la solicitud o la respuesta seleccionada, de solo lectura</translation>
    </message>
</context>
<context>
    <name>QueryPanel</name>
    <message>
        <source>Live query</source>
        <extracomment>name of the document that shows the answers of the query panel</extracomment>
        <translation>Consulta en vivo</translation>
    </message>
    <message>
        <source>Type a question first.</source>
        <extracomment>query panel: Send was pressed with an empty question box</extracomment>
        <translation>Escriba primero una pregunta.</translation>
    </message>
    <message>
        <source>Enter the serving config (projects/…/servingConfigs/…) of your app.</source>
        <extracomment>query panel: Send was pressed without a serving config</extracomment>
        <translation>Introduzca la configuración de servicio (projects/…/servingConfigs/…) de su aplicación.</translation>
    </message>
    <message>
        <source>Asking…</source>
        <extracomment>query panel status while a question runs</extracomment>
        <translation>Preguntando…</translation>
    </message>
    <message>
        <source>Answered in %1 s.</source>
        <extracomment>query panel status after an answer; %1 seconds with one decimal</extracomment>
        <translation>Respuesta recibida en %1 s.</translation>
    </message>
    <message>
        <source>The next question starts a new session.</source>
        <extracomment>query panel status after New Session</extracomment>
        <translation>La próxima pregunta iniciará una sesión nueva.</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <extracomment>query panel: saving the live session failed; %1 file, %2 reason (English system text)</extracomment>
        <translation>No se pudo guardar %1: %2</translation>
    </message>
    <message>
        <source>Save Live Session</source>
        <extracomment>file dialog title</extracomment>
        <translation>Guardar sesión en vivo</translation>
    </message>
    <message>
        <source>JSON Lines (*.jsonl);;All files (*)</source>
        <extracomment>file dialog filter</extracomment>
        <translation>JSON Lines (*.jsonl);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Saved the live session to %1.</source>
        <extracomment>query panel status after saving; %1 the file</extracomment>
        <translation>Se guardó la sesión en vivo en %1.</translation>
    </message>
    <message>
        <source>Search</source>
        <extracomment>query panel tab: ask a Vertex AI Search app (the conversational_search tool)</extracomment>
        <translation>Búsqueda</translation>
    </message>
    <message>
        <source>MCP Tools</source>
        <extracomment>query panel tab: any MCP server (list and call tools)</extracomment>
        <translation>Herramientas MCP</translation>
    </message>
    <message>
        <source>Protocol Log</source>
        <extracomment>query panel tab: every HTTP request and response of the MCP and CES calls</extracomment>
        <translation>Registro de protocolo</translation>
    </message>
    <message>
        <source>Listing tools…</source>
        <extracomment>query panel status while tools/list runs</extracomment>
        <translation>Obteniendo la lista de herramientas…</translation>
    </message>
    <message>
        <source>Calling %1…</source>
        <extracomment>query panel status while a tool runs; %1 the tool name</extracomment>
        <translation>Llamando a %1…</translation>
    </message>
    <message numerus="yes">
        <source>The server lists %n tool(s).</source>
        <extracomment>query panel status after tools/list; %n tools</extracomment>
        <translation>
            <numerusform>El servidor ofrece %n herramienta.</numerusform>
            <numerusform>El servidor ofrece %n herramientas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 answered in %2 s.</source>
        <extracomment>query panel status after a tool call; %1 tool, %2 seconds</extracomment>
        <translation>%1 respondió en %2 s.</translation>
    </message>
    <message>
        <source>memory, for this session only</source>
        <translation>la memoria, solo para esta sesión</translation>
    </message>
    <message>
        <source>the system keychain</source>
        <translation>el llavero del sistema</translation>
    </message>
    <message>
        <source>A token is kept in %1. It is never shown.</source>
        <extracomment>query panel: a pasted token was taken; %1 where it is kept</extracomment>
        <translation>El token se guarda en %1. Nunca se muestra.</translation>
    </message>
    <message>
        <source>No token is kept.</source>
        <extracomment>query panel: the pasted token was deleted</extracomment>
        <translation>No se guarda ningún token.</translation>
    </message>
    <message>
        <source>ADK</source>
        <extracomment>query panel tab: run the agents of an ADK API server (adk api_server, adk web)</extracomment>
        <translation>ADK</translation>
    </message>
    <message>
        <source>Connect to &amp;ADK Server…</source>
        <extracomment>File menu: shows the Query panel&apos;s ADK page with its server field focused</extracomment>
        <translation>Conectar a un servidor &amp;ADK…</translation>
    </message>
    <message>
        <source>Agent Engine</source>
        <extracomment>query panel tab: the sessions of a Vertex AI Agent Engine (a reasoning engine)</extracomment>
        <translation>Agent Engine</translation>
    </message>
    <message>
        <source>Query pages</source>
        <extracomment>accessible name of the Query panel&apos;s pages (Search, MCP tools, ADK, Agent Engine)</extracomment>
        <translation>Páginas de consulta</translation>
    </message>
    <message>
        <source>Ask a search app, call MCP tools, run ADK agents, open Agent Engine sessions, talk to a Conversational Agents app or read the protocol log</source>
        <extracomment>accessible description of the Query panel&apos;s pages</extracomment>
        <translation>Preguntar a una aplicación de búsqueda, llamar herramientas MCP, ejecutar agentes ADK, abrir sesiones de Agent Engine, hablar con una aplicación de Conversational Agents o leer el registro del protocolo</translation>
    </message>
    <message>
        <source>CES</source>
        <extracomment>query panel tab: a live session of a Conversational Agents (CES) app</extracomment>
        <translation>CES</translation>
    </message>
</context>
<context>
    <name>QueryPanelAdkPage</name>
    <message numerus="yes">
        <source>%n app(s) on the server.</source>
        <extracomment>ADK page status: %n apps found on the server</extracomment>
        <translation>
            <numerusform>%n aplicación en el servidor.</numerusform>
            <numerusform>%n aplicaciones en el servidor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Session %1 created.</source>
        <extracomment>ADK page status; %1 is the session id</extracomment>
        <translation>Sesión %1 creada.</translation>
    </message>
    <message>
        <source>Session deleted.</source>
        <translation>Sesión eliminada.</translation>
    </message>
    <message>
        <source>The agent answered.</source>
        <translation>El agente respondió.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <extracomment>ADK page status while the server&apos;s apps are listed</extracomment>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>Delete the session %1 on the server? Its events are lost.</source>
        <extracomment>asked before an ADK session is deleted on the server; %1 is its id</extracomment>
        <translation>¿Eliminar la sesión %1 del servidor? Sus eventos se perderán.</translation>
    </message>
    <message>
        <source>Choose a session and type a message first.</source>
        <extracomment>ADK page status: Send without a session or a message</extracomment>
        <translation>Elija primero una sesión y escriba un mensaje.</translation>
    </message>
    <message>
        <source>The agent is running…</source>
        <extracomment>ADK page status while the agent runs</extracomment>
        <translation>El agente se está ejecutando…</translation>
    </message>
    <message>
        <source>ADK session %1</source>
        <extracomment>name of the live document of an ADK session; %1 is the session id</extracomment>
        <translation>Sesión ADK %1</translation>
    </message>
    <message>
        <source>Server</source>
        <extracomment>ADK page: the ADK API server&apos;s URL</extracomment>
        <translation>Servidor</translation>
    </message>
    <message>
        <source>Connect</source>
        <extracomment>ADK page: button that lists the server&apos;s apps</extracomment>
        <translation>Conectar</translation>
    </message>
    <message>
        <source>App</source>
        <extracomment>ADK page: the agent app on the server</extracomment>
        <translation>Aplicación</translation>
    </message>
    <message>
        <source>User</source>
        <extracomment>ADK page: the user id the sessions belong to</extracomment>
        <translation>Usuario</translation>
    </message>
    <message>
        <source>Refresh</source>
        <extracomment>ADK page: button that lists the sessions again</extracomment>
        <translation>Actualizar</translation>
    </message>
    <message>
        <source>New Session</source>
        <extracomment>ADK page: button that creates a session on the server</extracomment>
        <translation>Nueva sesión</translation>
    </message>
    <message>
        <source>Delete…</source>
        <extracomment>ADK page: button that deletes the selected session on the server (asks first)</extracomment>
        <translation>Eliminar…</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>ADK page: button that opens the selected session in the main views</extracomment>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Message</source>
        <extracomment>ADK page: the text sent to the agent</extracomment>
        <translation>Mensaje</translation>
    </message>
    <message>
        <source>Stream the answer</source>
        <extracomment>ADK page: check box; partial text appears while the agent writes</extracomment>
        <translation>Mostrar la respuesta a medida que llega</translation>
    </message>
    <message>
        <source>Send</source>
        <extracomment>ADK page: button that sends the message to the agent</extracomment>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Stop</source>
        <extracomment>ADK page: button that stops the running agent</extracomment>
        <translation>Detener</translation>
    </message>
    <message>
        <source>No trace spans from the server (%1); the Trace pane shows spans derived from the event times.</source>
        <extracomment>ADK page status; %1 why the server gave no spans</extracomment>
        <translation>El servidor no dio intervalos de traza (%1); el panel Traza muestra intervalos derivados de las horas de los eventos.</translation>
    </message>
    <message>
        <source>List the agent apps of the server</source>
        <translation>Lista las aplicaciones de agente del servidor</translation>
    </message>
    <message>
        <source>The agent app whose sessions are listed and run</source>
        <translation>La aplicación de agente cuyas sesiones se listan y ejecutan</translation>
    </message>
    <message>
        <source>The user ID the sessions belong to</source>
        <translation>El ID de usuario al que pertenecen las sesiones</translation>
    </message>
    <message>
        <source>List the sessions of the app and user again</source>
        <translation>Vuelve a listar las sesiones de la aplicación y el usuario</translation>
    </message>
    <message>
        <source>Create an empty session on the server</source>
        <translation>Crea una sesión vacía en el servidor</translation>
    </message>
    <message>
        <source>Delete the selected session and its events on the server</source>
        <translation>Elimina del servidor la sesión seleccionada y sus eventos</translation>
    </message>
    <message>
        <source>Show the selected session&apos;s events in the main window</source>
        <translation>Muestra los eventos de la sesión seleccionada en la ventana principal</translation>
    </message>
    <message>
        <source>The text to send to the agent in the selected session</source>
        <translation>El texto que se enviará al agente en la sesión seleccionada</translation>
    </message>
    <message>
        <source>Show the answer&apos;s text as the agent writes it</source>
        <translation>Muestra el texto de la respuesta a medida que el agente lo escribe</translation>
    </message>
    <message>
        <source>Send the message and the state delta to the agent</source>
        <translation>Envía el mensaje y el delta de estado al agente</translation>
    </message>
    <message>
        <source>Stop the running agent</source>
        <translation>Detiene el agente en ejecución</translation>
    </message>
</context>
<context>
    <name>QueryPanelAgentEnginePage</name>
    <message>
        <source>Opening session %1…</source>
        <extracomment>Agent Engine page status while the first page of a session&apos;s events is fetched; %1 is the session id</extracomment>
        <translation>Abriendo la sesión %1…</translation>
    </message>
    <message>
        <source>The session %1 has no events.</source>
        <extracomment>Agent Engine page status; %1 is the session id</extracomment>
        <translation>La sesión %1 no tiene eventos.</translation>
    </message>
    <message numerus="yes">
        <source>Session %1: %n event(s).</source>
        <extracomment>Agent Engine page status once every page of a session&apos;s events has come; %1 is the session id</extracomment>
        <translation>
            <numerusform>Sesión %1: %n evento.</numerusform>
            <numerusform>Sesión %1: %n eventos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) (loading…)</source>
        <extracomment>Agent Engine page status: events read so far, more pages to come</extracomment>
        <translation>
            <numerusform>%n evento (cargando…)</numerusform>
            <numerusform>%n eventos (cargando…)</numerusform>
        </translation>
    </message>
    <message>
        <source>Agent Engine session %1</source>
        <extracomment>name of the live document of an Agent Engine session; %1 is the session id</extracomment>
        <translation>Sesión de Agent Engine %1</translation>
    </message>
    <message>
        <source>Type the reasoning engine&apos;s resource name first (projects/PROJECT/locations/LOCATION/reasoningEngines/ID).</source>
        <extracomment>Agent Engine page status: List Sessions with an empty engine field</extracomment>
        <translation>Escriba primero el nombre de recurso del reasoning engine (projects/PROJECT/locations/LOCATION/reasoningEngines/ID).</translation>
    </message>
    <message>
        <source>Listing sessions…</source>
        <extracomment>Agent Engine page status while the first page of sessions is fetched</extracomment>
        <translation>Listando sesiones…</translation>
    </message>
    <message numerus="yes">
        <source>%n session(s).</source>
        <extracomment>Agent Engine page status: every page of sessions has come</extracomment>
        <translation>
            <numerusform>%n sesión.</numerusform>
            <numerusform>%n sesiones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n session(s) (loading…)</source>
        <extracomment>Agent Engine page status: sessions listed so far, more pages to come</extracomment>
        <translation>
            <numerusform>%n sesión (cargando…)</numerusform>
            <numerusform>%n sesiones (cargando…)</numerusform>
        </translation>
    </message>
    <message>
        <source>Reasoning engine</source>
        <extracomment>Agent Engine page: the reasoning engine&apos;s resource name</extracomment>
        <translation>Reasoning engine</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <extracomment>Agent Engine page: another host than the location&apos;s own (optional)</extracomment>
        <translation>Endpoint</translation>
    </message>
    <message>
        <source>Default: https://LOCATION-aiplatform.googleapis.com</source>
        <extracomment>Agent Engine page: placeholder of the endpoint field when it is empty</extracomment>
        <translation>Predeterminado: https://LOCATION-aiplatform.googleapis.com</translation>
    </message>
    <message>
        <source>User</source>
        <extracomment>Agent Engine page: only the sessions of this user id (optional)</extracomment>
        <translation>Usuario</translation>
    </message>
    <message>
        <source>All users</source>
        <extracomment>Agent Engine page: placeholder of the user field when it is empty</extracomment>
        <translation>Todos los usuarios</translation>
    </message>
    <message>
        <source>List Sessions</source>
        <extracomment>Agent Engine page: button that fetches every page of the engine&apos;s sessions</extracomment>
        <translation>Listar sesiones</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>Agent Engine page: button that opens the selected session in the main views</extracomment>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Stop</source>
        <extracomment>Agent Engine page: button that stops listing sessions or fetching events</extracomment>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Connect to A&amp;gent Engine…</source>
        <extracomment>File menu: shows the Query panel&apos;s Agent Engine page with its engine name field focused</extracomment>
        <translation>Conectar a A&amp;gent Engine…</translation>
    </message>
    <message>
        <source>Fetch every session of the reasoning engine</source>
        <translation>Obtiene todas las sesiones del reasoning engine</translation>
    </message>
    <message>
        <source>Show the selected session&apos;s events in the main window</source>
        <translation>Muestra los eventos de la sesión seleccionada en la ventana principal</translation>
    </message>
    <message>
        <source>Stop listing sessions or fetching events</source>
        <translation>Detiene la obtención de la lista de sesiones o de los eventos</translation>
    </message>
</context>
<context>
    <name>QueryPanelCesPage</name>
    <message>
        <source>Endpoint</source>
        <extracomment>CES page: the SessionService&apos;s address</extracomment>
        <translation>Punto de conexión</translation>
    </message>
    <message>
        <source>Session</source>
        <extracomment>CES page: the session&apos;s resource name</extracomment>
        <translation>Sesión</translation>
    </message>
    <message>
        <source>The SessionService&apos;s address: https, or http to this computer</source>
        <translation>La dirección del SessionService: https, o http hacia este equipo</translation>
    </message>
    <message>
        <source>The session&apos;s resource name; New Session makes one for the app (projects/…/locations/…/apps/…)</source>
        <translation>El nombre de recurso de la sesión; «Nueva sesión» crea una para la aplicación (projects/…/locations/…/apps/…)</translation>
    </message>
    <message>
        <source>New Session</source>
        <extracomment>CES page button: replaces the session field with a new session of its app</extracomment>
        <translation>Nueva sesión</translation>
    </message>
    <message>
        <source>A new random session id for the app typed</source>
        <translation>Un id de sesión aleatorio nuevo para la aplicación escrita</translation>
    </message>
    <message>
        <source>Save…</source>
        <extracomment>CES page button: write the live session to a file</extracomment>
        <translation>Guardar…</translation>
    </message>
    <message>
        <source>Write the session to a file that the window and check open again</source>
        <translation>Escribe la sesión en un archivo que la ventana y check vuelven a abrir</translation>
    </message>
    <message>
        <source>Send</source>
        <extracomment>CES page button: send the turn</extracomment>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Send the turn&apos;s inputs to the agent (Ctrl+Enter in the message)</source>
        <translation>Envía las entradas del turno al agente (Ctrl+Intro en el mensaje)</translation>
    </message>
    <message>
        <source>Stop</source>
        <extracomment>CES page button: stop the turn that runs</extracomment>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Stop waiting for the turn&apos;s outputs</source>
        <translation>Deja de esperar las salidas del turno</translation>
    </message>
    <message>
        <source>Type the app&apos;s resource name first (projects/…/locations/…/apps/…).</source>
        <extracomment>CES page status: New Session without an app name</extracomment>
        <translation>Escriba primero el nombre de recurso de la aplicación (projects/…/locations/…/apps/…).</translation>
    </message>
    <message>
        <source>New session %1: it starts with the next turn.</source>
        <extracomment>CES page status; %1 the new session&apos;s name</extracomment>
        <translation>Nueva sesión %1: empieza con el próximo turno.</translation>
    </message>
    <message>
        <source>Type a session (projects/…/locations/…/apps/…/sessions/…) or an app first.</source>
        <extracomment>CES page status: Send without a session</extracomment>
        <translation>Escriba primero una sesión (projects/…/locations/…/apps/…/sessions/…) o una aplicación.</translation>
    </message>
    <message>
        <source>The agent is answering…</source>
        <extracomment>CES page status while the agent answers</extracomment>
        <translation>El agente está respondiendo…</translation>
    </message>
    <message>
        <source>The agent ended the session.</source>
        <extracomment>CES page status: the agent&apos;s endSession output</extracomment>
        <translation>El agente terminó la sesión.</translation>
    </message>
    <message numerus="yes">
        <source>Turn %1: the agent waits for the response of %n tool call(s).</source>
        <extracomment>CES page status; %1 the turn, %n how many tool calls wait for a response</extracomment>
        <translation>
            <numerusform>Turno %1: el agente espera la respuesta de %n llamada a herramienta.</numerusform>
            <numerusform>Turno %1: el agente espera la respuesta de %n llamadas a herramientas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %1 completed.</source>
        <extracomment>CES page status; %1 the turn&apos;s index</extracomment>
        <translation>Turno %1 completado.</translation>
    </message>
    <message>
        <source>Save the CES Session</source>
        <extracomment>file dialog title of the CES page&apos;s Save…</extracomment>
        <translation>Guardar la sesión de CES</translation>
    </message>
    <message>
        <source>JSON Lines (*.jsonl);;All files (*)</source>
        <extracomment>file dialog filter</extracomment>
        <translation>JSON Lines (*.jsonl);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <extracomment>CES page status; %1 the file written</extracomment>
        <translation>Guardado en %1.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <extracomment>CES page status; %1 the file, %2 why it could not be written</extracomment>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
    <message>
        <source>CES session %1</source>
        <extracomment>name of the live document of a CES session; %1 the session id</extracomment>
        <translation>Sesión de CES %1</translation>
    </message>
    <message numerus="yes">
        <source>The session starts from %n message(s) of the open conversation. </source>
        <extracomment>CES page status: a new session sent with a history; %n its messages</extracomment>
        <translation>
            <numerusform>La sesión empieza desde %n mensaje de la conversación abierta. </numerusform>
            <numerusform>La sesión empieza desde %n mensajes de la conversación abierta. </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n part(s) with no CES form were left out. </source>
        <extracomment>CES page status: %n thoughts, code, function calls without a CES tool…</extracomment>
        <translation>
            <numerusform>Se omitió %n parte sin forma de CES. </numerusform>
            <numerusform>Se omitieron %n partes sin forma de CES. </numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QueryPanelConnection</name>
    <message>
        <source>Enter the MCP endpoint URL.</source>
        <extracomment>query panel: Send was pressed with an empty endpoint field</extracomment>
        <translation>Introduzca la URL del punto de conexión MCP.</translation>
    </message>
    <message>
        <source>Each extra header needs the form &quot;Name: value&quot;, not &quot;%1&quot;.</source>
        <extracomment>query panel: an extra header line is not &quot;Name: value&quot;; %1 the line</extracomment>
        <translation>Cada cabecera adicional debe tener la forma «Nombre: valor», no «%1».</translation>
    </message>
    <message>
        <source>Credentials never go into the extra headers: choose a token command, the environment variable or a pasted token under Authentication.</source>
        <translation>Las credenciales nunca van en las cabeceras adicionales: en Autenticación, elija un comando de token, la variable de entorno o un token pegado.</translation>
    </message>
    <message>
        <source>The token command names no program, or a quote is not closed.</source>
        <extracomment>query panel: the token command field is empty or has an unclosed quote</extracomment>
        <translation>El comando del token no indica ningún programa o hay una comilla sin cerrar.</translation>
    </message>
    <message>
        <source>Endpoint:</source>
        <extracomment>query panel: the MCP server URL</extracomment>
        <translation>Punto de conexión:</translation>
    </message>
    <message>
        <source>Project:</source>
        <extracomment>query panel: the Google Cloud project billed for the calls (x-goog-user-project)</extracomment>
        <translation>Proyecto:</translation>
    </message>
    <message>
        <source>Quota project (x-goog-user-project)</source>
        <translation>Proyecto de cuota (x-goog-user-project)</translation>
    </message>
    <message>
        <source>Authentication:</source>
        <extracomment>query panel: how the app gets an access token</extracomment>
        <translation>Autenticación:</translation>
    </message>
    <message>
        <source>Token command</source>
        <extracomment>query panel auth choice: run a command that prints an access token</extracomment>
        <translation>Comando de token</translation>
    </message>
    <message>
        <source>Environment variable %1</source>
        <extracomment>query panel auth choice; %1 the variable name</extracomment>
        <translation>Variable de entorno %1</translation>
    </message>
    <message>
        <source>Pasted token (system keychain)</source>
        <extracomment>query panel auth choice: a token the user pasted, kept in the system keychain</extracomment>
        <translation>Token pegado (llavero del sistema)</translation>
    </message>
    <message>
        <source>None</source>
        <extracomment>query panel auth choice: send no Authorization header</extracomment>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>Command:</source>
        <extracomment>query panel: the command line that prints a token</extracomment>
        <translation>Comando:</translation>
    </message>
    <message>
        <source>Run without a shell; its output is the Bearer token.</source>
        <translation>Se ejecuta sin shell; su salida es el token Bearer.</translation>
    </message>
    <message>
        <source>Token:</source>
        <extracomment>query panel: field to paste an access token into</extracomment>
        <translation>Token:</translation>
    </message>
    <message>
        <source>Paste a token</source>
        <extracomment>placeholder of the token field</extracomment>
        <translation>Pegue un token</translation>
    </message>
    <message>
        <source>Keep</source>
        <extracomment>query panel button: keep the pasted token in the system keychain</extracomment>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Forget</source>
        <extracomment>query panel button: delete the pasted token from the keychain</extracomment>
        <translation>Olvidar</translation>
    </message>
    <message>
        <source>Advanced</source>
        <extracomment>query panel: collapsible group with the protocol era, timeout and extra headers</extracomment>
        <translation>Opciones avanzadas</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <extracomment>query panel: which MCP protocol revision to speak</extracomment>
        <translation>Protocolo:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <extracomment>protocol era choice: probe 2026-07-28 first, fall back to 2025</extracomment>
        <translation>Automático</translation>
    </message>
    <message>
        <source>2025 (initialize, sessions)</source>
        <extracomment>protocol era choice: the 2025 revisions with initialize and sessions</extracomment>
        <translation>2025 (initialize, sesiones)</translation>
    </message>
    <message>
        <source>Timeout:</source>
        <extracomment>query panel: seconds to wait for an answer or a progress report</extracomment>
        <translation>Tiempo de espera:</translation>
    </message>
    <message>
        <source> s</source>
        <extracomment>suffix of the timeout spin box (seconds)</extracomment>
        <translation> s</translation>
    </message>
    <message>
        <source>Extra headers:</source>
        <extracomment>query panel: additional HTTP headers, one &quot;Name: value&quot; per line</extracomment>
        <translation>Cabeceras adicionales:</translation>
    </message>
    <message>
        <source>Name: value (one per line)</source>
        <translation>Nombre: valor (uno por línea)</translation>
    </message>
    <message>
        <source>The address of the server this page sends its requests to</source>
        <translation>La dirección del servidor al que esta página envía sus solicitudes</translation>
    </message>
    <message>
        <source>How the app gets the access token it sends with each request</source>
        <translation>Cómo obtiene la aplicación el token de acceso que envía con cada solicitud</translation>
    </message>
    <message>
        <source>Keep the pasted token in the system keychain</source>
        <translation>Guarda el token pegado en el llavero del sistema</translation>
    </message>
    <message>
        <source>Delete the kept token from the system keychain</source>
        <translation>Elimina el token guardado del llavero del sistema</translation>
    </message>
    <message>
        <source>The MCP protocol revision to speak; Automatic tries the newest first</source>
        <translation>La revisión del protocolo MCP que se usa; «Automático» prueba primero la más reciente</translation>
    </message>
    <message>
        <source>Seconds to wait for an answer or a progress report</source>
        <translation>Segundos de espera de una respuesta o de un informe de progreso</translation>
    </message>
    <message>
        <source>Additional HTTP headers sent with each request, one per line</source>
        <translation>Cabeceras HTTP adicionales que se envían con cada solicitud, una por línea</translation>
    </message>
</context>
<context>
    <name>QueryPanelResultView</name>
    <message>
        <source>Tool error: %1</source>
        <translation>Error de la herramienta: %1</translation>
    </message>
    <message>
        <source>Audio (%1), %2 characters of base64 data</source>
        <extracomment>tool result: an audio block; %1 MIME type, %2 size of its base64 data</extracomment>
        <translation>Audio (%1), %2 caracteres de datos base64</translation>
    </message>
    <message>
        <source>Resource: %1</source>
        <extracomment>tool result: an embedded resource; %1 its URI</extracomment>
        <translation>Recurso: %1</translation>
    </message>
    <message>
        <source>Binary content (%1), %2 characters of base64 data</source>
        <extracomment>tool result: binary resource content; %1 MIME type, %2 base64 characters</extracomment>
        <translation>Contenido binario (%1), %2 caracteres de datos base64</translation>
    </message>
    <message>
        <source>Resource link: %1 %2</source>
        <extracomment>tool result: a link to a resource (not followed); %1 URI, %2 its name</extracomment>
        <translation>Enlace a recurso: %1 %2</translation>
    </message>
    <message>
        <source>Unknown content block &quot;%1&quot;</source>
        <extracomment>tool result: a content block of a type the app does not know; %1 the type</extracomment>
        <translation>Bloque de contenido desconocido «%1»</translation>
    </message>
    <message>
        <source>The tool returned an empty result.</source>
        <extracomment>tool result: the tool returned neither content nor structuredContent</extracomment>
        <translation>La herramienta devolvió un resultado vacío.</translation>
    </message>
    <message>
        <source>Structured content</source>
        <extracomment>tool result: heading above the structuredContent JSON tree</extracomment>
        <translation>Contenido estructurado</translation>
    </message>
    <message>
        <source>Image (%1) that could not be decoded</source>
        <extracomment>tool result: an image block that could not be decoded; %1 MIME type</extracomment>
        <translation>Imagen (%1) que no se pudo decodificar</translation>
    </message>
    <message>
        <source>%1, %2 × %3</source>
        <extracomment>tool result: tooltip of an image; %1 MIME type, %2 width, %3 height in pixels</extracomment>
        <translation>%1, %2 × %3</translation>
    </message>
    <message>
        <source>The structured result the tool returned, as a JSON tree; the context menu copies a value</source>
        <extracomment>accessible description of the tool result&apos;s structuredContent JSON tree</extracomment>
        <translation>El resultado estructurado que devolvió la herramienta, como árbol JSON; el menú contextual copia un valor</translation>
    </message>
</context>
<context>
    <name>QueryPanelSearchPage</name>
    <message>
        <source>Session: %1</source>
        <extracomment>query panel: the session that &quot;continue&quot; continues; %1 its resource name</extracomment>
        <translation>Sesión: %1</translation>
    </message>
    <message>
        <source>&amp;Question (Ctrl+Enter sends):</source>
        <extracomment>query panel: label above the question box</extracomment>
        <translation>&amp;Pregunta (Ctrl+Intro para enviar):</translation>
    </message>
    <message>
        <source>Send</source>
        <extracomment>query panel button: ask the question</extracomment>
        <translation>Enviar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>query panel button: stop the running question</extracomment>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>New Session</source>
        <extracomment>query panel button: forget the session; the next question starts a new conversation</extracomment>
        <translation>Nueva sesión</translation>
    </message>
    <message>
        <source>Save…</source>
        <extracomment>query panel button: save the live session (JSONL) to a file</extracomment>
        <translation>Guardar…</translation>
    </message>
    <message>
        <source>Session:</source>
        <extracomment>query panel: which Discovery Engine session the question belongs to</extracomment>
        <translation>Sesión:</translation>
    </message>
    <message>
        <source>New (automatic, &quot;-&quot;)</source>
        <extracomment>session choice: send session &quot;-&quot; so that the server starts one</extracomment>
        <translation>Nueva (automática, «-»)</translation>
    </message>
    <message>
        <source>Continue the last session</source>
        <extracomment>session choice: continue the session the last answer returned</extracomment>
        <translation>Continuar la última sesión</translation>
    </message>
    <message>
        <source>No session</source>
        <extracomment>session choice: ask without any session</extracomment>
        <translation>Sin sesión</translation>
    </message>
    <message>
        <source>Serving config:</source>
        <extracomment>query panel: the serving config resource name</extracomment>
        <translation>Configuración de servicio:</translation>
    </message>
    <message>
        <source>Options</source>
        <extracomment>query panel: collapsible group with the AnswerQueryRequest options</extracomment>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>Include citations</source>
        <extracomment>answer option</extracomment>
        <translation>Incluir citas</translation>
    </message>
    <message>
        <source>Related questions</source>
        <extracomment>answer option</extracomment>
        <translation>Preguntas relacionadas</translation>
    </message>
    <message>
        <source>Grounding supports</source>
        <extracomment>answer option: ask for grounding supports (per-claim scores)</extracomment>
        <translation>Soportes de fundamentación</translation>
    </message>
    <message>
        <source>Answer language:</source>
        <extracomment>answer option: BCP 47 language code of the answer</extracomment>
        <translation>Idioma de la respuesta:</translation>
    </message>
    <message>
        <source>e.g. ja, en (automatic when empty)</source>
        <translation>p. ej., ja, en (automático si está vacío)</translation>
    </message>
    <message>
        <source>Preamble:</source>
        <extracomment>answer option: custom instructions for the answer model</extracomment>
        <translation>Preámbulo:</translation>
    </message>
    <message>
        <source>Model version:</source>
        <extracomment>answer option: the answer model version</extracomment>
        <translation>Versión del modelo:</translation>
    </message>
    <message>
        <source>Max results:</source>
        <extracomment>answer option: how many search results to ground on</extracomment>
        <translation>Máximo de resultados:</translation>
    </message>
    <message>
        <source>Server default</source>
        <extracomment>special value of the max results spin box: let the server decide</extracomment>
        <translation>Valor predeterminado del servidor</translation>
    </message>
    <message>
        <source>Filter:</source>
        <extracomment>answer option: a search filter expression</extracomment>
        <translation>Filtro:</translation>
    </message>
    <message>
        <source>Do not answer:</source>
        <extracomment>answer options heading: kinds of queries the server should not answer</extracomment>
        <translation>No responder:</translation>
    </message>
    <message>
        <source>Adversarial queries</source>
        <translation>Consultas adversariales</translation>
    </message>
    <message>
        <source>Non-answer-seeking queries</source>
        <translation>Consultas que no buscan respuesta</translation>
    </message>
    <message>
        <source>Jailbreaking queries</source>
        <translation>Consultas de jailbreak</translation>
    </message>
    <message>
        <source>Low-relevance content</source>
        <translation>Contenido poco relevante</translation>
    </message>
    <message>
        <source>The question for the search app of the serving config below</source>
        <extracomment>accessible description of the query panel&apos;s question box</extracomment>
        <translation>La pregunta para la aplicación de búsqueda de la configuración de servicio de abajo</translation>
    </message>
    <message>
        <source>Ask the question (Ctrl+Enter)</source>
        <translation>Envía la pregunta (Ctrl+Intro)</translation>
    </message>
    <message>
        <source>Stop waiting for the answer</source>
        <translation>Deja de esperar la respuesta</translation>
    </message>
    <message>
        <source>Forget the session: the next question starts a new conversation</source>
        <translation>Olvida la sesión: la próxima pregunta inicia una conversación nueva</translation>
    </message>
    <message>
        <source>Save the live session to a JSONL file</source>
        <translation>Guarda la sesión en vivo en un archivo JSONL</translation>
    </message>
    <message>
        <source>Which session the question belongs to</source>
        <translation>La sesión a la que pertenece la pregunta</translation>
    </message>
    <message>
        <source>Ask for the sources each part of the answer cites</source>
        <translation>Solicita las fuentes que cita cada parte de la respuesta</translation>
    </message>
    <message>
        <source>Ask for follow-up questions to suggest</source>
        <translation>Solicita preguntas de seguimiento para sugerirlas</translation>
    </message>
    <message>
        <source>Ask for a grounding score for each claim of the answer</source>
        <translation>Solicita una puntuación de fundamentación para cada afirmación de la respuesta</translation>
    </message>
    <message>
        <source>Custom instructions for the model that writes the answer</source>
        <translation>Instrucciones personalizadas para el modelo que redacta la respuesta</translation>
    </message>
    <message>
        <source>The answer model version, such as stable or preview; empty for the server&apos;s default</source>
        <translation>La versión del modelo de respuesta, como stable o preview; vacía para usar el valor predeterminado del servidor</translation>
    </message>
    <message>
        <source>How many search results the answer is grounded on</source>
        <translation>Cuántos resultados de búsqueda se usan para fundamentar la respuesta</translation>
    </message>
    <message>
        <source>A filter expression that limits the documents searched</source>
        <translation>Una expresión de filtro que limita los documentos en los que se busca</translation>
    </message>
    <message>
        <source>Return no answer to a query classified as adversarial</source>
        <translation>No responde a una consulta clasificada como adversarial</translation>
    </message>
    <message>
        <source>Return no answer to a query that does not seek one, such as a greeting</source>
        <translation>No responde a una consulta que no busca una respuesta, como un saludo</translation>
    </message>
    <message>
        <source>Return no answer to a query that tries to bypass the app&apos;s rules</source>
        <translation>No responde a una consulta que intenta eludir las reglas de la aplicación</translation>
    </message>
    <message>
        <source>Return no answer when the search finds only results of low relevance</source>
        <translation>No responde cuando la búsqueda solo encuentra resultados poco relevantes</translation>
    </message>
</context>
<context>
    <name>QueryPanelSection</name>
    <message>
        <source>Show or hide the settings of this group</source>
        <extracomment>accessible description of the header of a collapsible group of settings (Options, Advanced) in the Query panel</extracomment>
        <translation>Muestra u oculta los ajustes de este grupo</translation>
    </message>
</context>
<context>
    <name>QueryPanelStatus</name>
    <message>
        <source>%1 (%2 s)</source>
        <extracomment>query panel status while running: %1 what runs, %2 seconds since it started</extracomment>
        <translation>%1 (%2 s)</translation>
    </message>
</context>
<context>
    <name>QueryPanelToolsPage</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n tool(s)</source>
        <extracomment>query panel: how many tools the server listed</extracomment>
        <translation>
            <numerusform>%n herramienta</numerusform>
            <numerusform>%n herramientas</numerusform>
        </translation>
    </message>
    <message>
        <source>List Tools</source>
        <extracomment>query panel button: ask the MCP server for its tools (tools/list)</extracomment>
        <translation>Listar herramientas</translation>
    </message>
    <message>
        <source>Call</source>
        <extracomment>query panel button: call the chosen tool with the form&apos;s arguments</extracomment>
        <translation>Llamar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>query panel button: stop the running call</extracomment>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Result</source>
        <extracomment>query panel: heading above the result of a tool call</extracomment>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>No tools listed yet</source>
        <extracomment>query panel: before List Tools was pressed</extracomment>
        <translation>Aún no se han listado herramientas</translation>
    </message>
    <message>
        <source>Tools</source>
        <extracomment>accessible name of the MCP server&apos;s list of tools</extracomment>
        <translation>Herramientas</translation>
    </message>
    <message>
        <source>The tools of the MCP server; the selected tool&apos;s arguments show below</source>
        <extracomment>accessible description of the MCP server&apos;s list of tools</extracomment>
        <translation>Las herramientas del servidor MCP; los argumentos de la herramienta seleccionada se muestran debajo</translation>
    </message>
    <message>
        <source>Ask the MCP server for its tools (tools/list)</source>
        <translation>Solicita al servidor MCP sus herramientas (tools/list)</translation>
    </message>
    <message>
        <source>Call the selected tool with the arguments of the form</source>
        <translation>Llama a la herramienta seleccionada con los argumentos del formulario</translation>
    </message>
    <message>
        <source>Stop the running call</source>
        <translation>Detiene la llamada en curso</translation>
    </message>
</context>
<context>
    <name>RecentFilesMenu</name>
    <message>
        <source>No recent files</source>
        <extracomment>Open Recent menu when there are no recent files</extracomment>
        <translation>No hay archivos recientes</translation>
    </message>
    <message>
        <source>Clear List</source>
        <extracomment>clears the Open Recent menu</extracomment>
        <translation>Borrar la lista</translation>
    </message>
</context>
<context>
    <name>RecordKind</name>
    <message>
        <source>events</source>
        <extracomment>What the records of a file are, in the name of a part of a conversation too big to show at once: &quot;Part 12 · events 11,000–11,999&quot; (ADK and Agent Engine session events)</extracomment>
        <translation>eventos</translation>
    </message>
    <message>
        <source>messages</source>
        <extracomment>What the records of a file are, in the name of a part of a conversation too big to show at once: &quot;Part 12 · messages 11,000–11,999&quot; (a list of Conversational Agents messages)</extracomment>
        <translation>mensajes</translation>
    </message>
    <message>
        <source>turns</source>
        <extracomment>What the records of a file are, in the name of a part of a conversation too big to show at once: &quot;Part 12 · turns 11,000–11,999&quot; (the turns of a Conversational Agents conversation)</extracomment>
        <translation>turnos</translation>
    </message>
    <message>
        <source>records</source>
        <extracomment>What the records of a file are, in the name of a part of a conversation too big to show at once: &quot;Part 12 · records 11,000–11,999&quot; (records of another kind: JSON Lines, stream chunks)</extracomment>
        <translation>registros</translation>
    </message>
    <message>
        <source>spans</source>
        <extracomment>What the records of a file are, in the name of a part of a conversation too big to show at once: &quot;Part 12 · spans 11,000–11,999&quot; (the spans of a trace file)</extracomment>
        <translation>intervalos</translation>
    </message>
    <message>
        <source>cases</source>
        <extracomment>What the records of a file are, in the name of a part of a conversation too big to show at once: &quot;Part 12 · cases 11,000–11,999&quot; (the cases or results of an evaluation file)</extracomment>
        <translation>casos</translation>
    </message>
</context>
<context>
    <name>ReferenceDelegate</name>
    <message>
        <source>p. %1</source>
        <extracomment>a page of a document in the sources list; %1 the page identifier</extracomment>
        <translation>pág. %1</translation>
    </message>
    <message>
        <source>whole answer</source>
        <extracomment>tag of a source that supports the whole answer, not one sentence</extracomment>
        <translation>toda la respuesta</translation>
    </message>
    <message>
        <source>score %1</source>
        <extracomment>confidence of a source for the selected citation; %1 a number such as 0.92</extracomment>
        <translation>puntuación %1</translation>
    </message>
    <message>
        <source>supports, not scored</source>
        <extracomment>a source of the selected citation that has no confidence score</extracomment>
        <translation>la respalda, sin puntuar</translation>
    </message>
    <message>
        <source>relevance %1</source>
        <extracomment>relevance score of a retrieved source; %1 a number such as 0.73</extracomment>
        <translation>relevancia %1</translation>
    </message>
</context>
<context>
    <name>ReferenceListModel</name>
    <message>
        <source>Missing source (index %1)</source>
        <extracomment>a cited source index that points at no source; %1 the index the file used</extracomment>
        <translation>Fuente ausente (índice %1)</translation>
    </message>
    <message>
        <source>Missing source</source>
        <extracomment>a cited source whose index is not a number</extracomment>
        <translation>Fuente ausente</translation>
    </message>
    <message>
        <source>Source without details</source>
        <extracomment>a source given as an empty object</extracomment>
        <translation>Fuente sin detalles</translation>
    </message>
    <message>
        <source>Untitled source</source>
        <extracomment>a source that has no title, domain or address</extracomment>
        <translation>Fuente sin título</translation>
    </message>
    <message>
        <source>[%1] %2</source>
        <extracomment>a numbered source: %1 its number, %2 its title</extracomment>
        <translation>[%1] %2</translation>
    </message>
</context>
<context>
    <name>ReferencesPane</name>
    <message>
        <source>Select a message to see its sources.</source>
        <extracomment>References pane when no message is selected</extracomment>
        <translation>Seleccione un mensaje para ver sus fuentes.</translation>
    </message>
    <message>
        <source>Message %1 has no grounding.</source>
        <extracomment>References pane for a message without grounding; %1 the message number</extracomment>
        <translation>El mensaje %1 no tiene fundamentación.</translation>
    </message>
    <message>
        <source>Sources of message %1: %2</source>
        <extracomment>References pane heading; %1 the message number, %2 &quot;N sources&quot;</extracomment>
        <translation>Fuentes del mensaje %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n source(s)</source>
        <translation>
            <numerusform>%n fuente</numerusform>
            <numerusform>%n fuentes</numerusform>
        </translation>
    </message>
    <message>
        <source>Grounding score: %1</source>
        <extracomment>%1 the overall grounding score of an answer, e.g. 0.87</extracomment>
        <translation>Puntuación de fundamentación: %1</translation>
    </message>
    <message>
        <source>Grounding score: not scored</source>
        <extracomment>the answer has no overall grounding score (which is not the same as 0)</extracomment>
        <translation>Puntuación de fundamentación: sin puntuar</translation>
    </message>
    <message>
        <source>Queries:</source>
        <extracomment>label before the search queries the model ran, shown as chips</extracomment>
        <translation>Consultas:</translation>
    </message>
    <message>
        <source>Search suggestions:</source>
        <extracomment>label before the search suggestion links of a grounded answer</extracomment>
        <translation>Sugerencias de búsqueda:</translation>
    </message>
    <message>
        <source>Sources for the whole answer: %1</source>
        <extracomment>sources that support the whole answer rather than one sentence; %1 like &quot;[2] [5]&quot;</extracomment>
        <translation>Fuentes de toda la respuesta: %1</translation>
    </message>
    <message>
        <source>sources %1</source>
        <extracomment>selected citation: its sources, e.g. &quot;[1][3]&quot;</extracomment>
        <translation>fuentes: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>grounding score %1</source>
        <extracomment>selected citation: %1 its grounding score</extracomment>
        <translation>puntuación de fundamentación %1</translation>
    </message>
    <message>
        <source>not scored</source>
        <extracomment>selected citation without a grounding score (not the same as 0)</extracomment>
        <translation>sin puntuar</translation>
    </message>
    <message>
        <source>not checked</source>
        <extracomment>the producer did not check the grounding of this claim</extracomment>
        <translation>sin comprobar</translation>
    </message>
    <message>
        <source>&lt;b&gt;Selected citation:&lt;/b&gt; “%1” — %2</source>
        <extracomment>%1 the cited text, %2 facts about it separated by &quot; · &quot;</extracomment>
        <translation>&lt;b&gt;Cita seleccionada:&lt;/b&gt; «%1» — %2</translation>
    </message>
    <message>
        <source>Select a source, or click cited text in the message, to see details.</source>
        <translation>Seleccione una fuente o haga clic en el texto citado del mensaje para ver los detalles.</translation>
    </message>
    <message>
        <source>URI:</source>
        <extracomment>source details: its address</extracomment>
        <translation>URI:</translation>
    </message>
    <message>
        <source>Domain:</source>
        <extracomment>source details</extracomment>
        <translation>Dominio:</translation>
    </message>
    <message>
        <source>Document:</source>
        <extracomment>source details: the document a retrieved text comes from</extracomment>
        <translation>Documento:</translation>
    </message>
    <message>
        <source>Page:</source>
        <extracomment>source details: the page of the document</extracomment>
        <translation>Página:</translation>
    </message>
    <message>
        <source>Place:</source>
        <extracomment>source details: Google Maps place id</extracomment>
        <translation>Lugar:</translation>
    </message>
    <message>
        <source>License:</source>
        <extracomment>source details: license of a cited text</extracomment>
        <translation>Licencia:</translation>
    </message>
    <message>
        <source>Published:</source>
        <extracomment>source details: publication date of a cited text</extracomment>
        <translation>Fecha de publicación:</translation>
    </message>
    <message>
        <source>Relevance:</source>
        <extracomment>source details: relevance score of a retrieved text</extracomment>
        <translation>Relevancia:</translation>
    </message>
    <message>
        <source>Reviews:</source>
        <extracomment>source details: review snippets of a place</extracomment>
        <translation>Reseñas:</translation>
    </message>
    <message>
        <source>JSON path:</source>
        <extracomment>source details: where the source is in the file</extracomment>
        <translation>Ruta JSON:</translation>
    </message>
    <message>
        <source>Copy Title</source>
        <extracomment>context menu of a source</extracomment>
        <translation>Copiar título</translation>
    </message>
    <message>
        <source>Copy URI</source>
        <extracomment>context menu of a source: copy its address</extracomment>
        <translation>Copiar URI</translation>
    </message>
    <message>
        <source>Copy Text</source>
        <extracomment>context menu of a source: copy its snippet or chunk text</extracomment>
        <translation>Copiar texto</translation>
    </message>
    <message>
        <source>Open Link in Browser</source>
        <extracomment>context menu of a source: open its address in the web browser</extracomment>
        <translation>Abrir enlace en el navegador</translation>
    </message>
    <message>
        <source>Attachments:</source>
        <extracomment>source details: the answer&apos;s attachments (images) this source cites; %1 their numbers</extracomment>
        <translation>Adjuntos:</translation>
    </message>
    <message>
        <source>%1 (shown in the Answer pane and in the message)</source>
        <translation>%1 (se muestran en el panel Respuesta y en el mensaje)</translation>
    </message>
    <message>
        <source>Structured data:</source>
        <extracomment>source details: heading above the structured data tree of a structured document</extracomment>
        <translation>Datos estructurados:</translation>
    </message>
    <message>
        <source>%1 % cited</source>
        <extracomment>References pane: the share of the answer&apos;s text inside a cited segment, e.g. &quot;84 % cited&quot;</extracomment>
        <translation>%1 % con cita</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>References pane: %1 &quot;84 % cited&quot;, %2 &quot;2 sentences without a source&quot;</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n sentence(s) without a source</source>
        <translation>
            <numerusform>%n oración sin fuente</numerusform>
            <numerusform>%n oraciones sin fuente</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of the %2 characters the answer shows (not counting spaces and Markdown markup) are inside a cited segment. Go ▸ Next Uncited Sentence (F9) steps through the sentences with no citation; View ▸ Show Uncited Sentences marks them.</source>
        <extracomment>tooltip of the coverage line: %1 cited characters, %2 characters shown</extracomment>
        <translation>%1 de los %2 caracteres que muestra la respuesta (sin contar espacios ni marcas de Markdown) están dentro de un segmento citado. Ir ▸ Siguiente oración sin cita (F9) recorre las oraciones sin cita; Ver ▸ Mostrar oraciones sin cita las marca.</translation>
    </message>
    <message>
        <source>Sources</source>
        <extracomment>accessible name of the references pane&apos;s list of sources</extracomment>
        <translation>Fuentes</translation>
    </message>
    <message>
        <source>Document data</source>
        <extracomment>accessible name of the tree of a structured source document&apos;s data</extracomment>
        <translation>Datos del documento</translation>
    </message>
    <message>
        <source>The sources the selected message cites; the selected source&apos;s details show below</source>
        <extracomment>accessible description of the references pane&apos;s list of sources</extracomment>
        <translation>Las fuentes que cita el mensaje seleccionado; los detalles de la fuente seleccionada se muestran debajo</translation>
    </message>
    <message>
        <source>The structured data of the selected source document, as a JSON tree</source>
        <extracomment>accessible description of the tree of a structured source document&apos;s data</extracomment>
        <translation>Los datos estructurados del documento de origen seleccionado, como árbol JSON</translation>
    </message>
</context>
<context>
    <name>ScreenshotCommand</name>
    <message>
        <source>Renders the main window off screen with the given files open and writes a PNG.</source>
        <translation>Dibuja la ventana principal fuera de pantalla con los archivos indicados abiertos y escribe un PNG.</translation>
    </message>
    <message>
        <source>The PNG file to write.</source>
        <translation>El archivo PNG que escribir.</translation>
    </message>
    <message>
        <source>User interface language: en, ja or es.</source>
        <translation>Idioma de la interfaz: en, ja o es.</translation>
    </message>
    <message>
        <source>Window size, default 1400x900.</source>
        <translation>Tamaño de la ventana; por omisión, 1400x900.</translation>
    </message>
    <message>
        <source>Conversation to select (0-based).</source>
        <translation>Conversación que seleccionar (empezando en 0).</translation>
    </message>
    <message>
        <source>Message to select (0-based).</source>
        <translation>Mensaje que seleccionar (empezando en 0).</translation>
    </message>
    <message>
        <source>Panel to bring to the front: %1.</source>
        <translation>Panel que mostrar delante: %1.</translation>
    </message>
    <message>
        <source>The command.</source>
        <extracomment>Help text of the subcommand name itself</extracomment>
        <translation>El comando.</translation>
    </message>
    <message>
        <source>Transcript files; - reads standard input.</source>
        <translation>Archivos de transcripción; - lee la entrada estándar.</translation>
    </message>
    <message>
        <source>no FILE given</source>
        <translation>no se indicó ningún FILE</translation>
    </message>
    <message>
        <source>--output is required</source>
        <translation>falta --output</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot; (use en, ja or es)</source>
        <translation>idioma desconocido «%1» (use en, ja o es)</translation>
    </message>
    <message>
        <source>--size must look like 1400x900</source>
        <translation>--size debe tener la forma 1400x900</translation>
    </message>
    <message>
        <source>--conversation needs a number from 0</source>
        <translation>--conversation necesita un número a partir de 0</translation>
    </message>
    <message>
        <source>--message needs a number from 0</source>
        <translation>--message necesita un número a partir de 0</translation>
    </message>
    <message>
        <source>unknown panel &quot;%1&quot;</source>
        <translation>panel desconocido «%1»</translation>
    </message>
    <message>
        <source>%1: cannot write the screenshot</source>
        <translation>%1: no se puede escribir la captura de pantalla</translation>
    </message>
    <message>
        <source>The screenshot was written, but not every file could be read.</source>
        <translation>Se escribió la captura, pero no se pudieron leer todos los archivos.</translation>
    </message>
    <message>
        <source>file</source>
        <comment>value placeholder of --output in --help</comment>
        <translation>archivo</translation>
    </message>
    <message>
        <source>code</source>
        <comment>value placeholder of --lang in --help</comment>
        <translation>código</translation>
    </message>
    <message>
        <source>WxH</source>
        <comment>value placeholder of --size: width x height in pixels</comment>
        <translation>AnxAl</translation>
    </message>
    <message>
        <source>N</source>
        <comment>value placeholder of --conversation and --message: a number</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>name</source>
        <comment>value placeholder of --panel</comment>
        <translation>nombre</translation>
    </message>
    <message>
        <source>Text to find in the open conversation (the find bar is shown with its matches).</source>
        <translation>Texto que buscar en la conversación abierta (se muestra la barra de búsqueda con sus coincidencias).</translation>
    </message>
    <message>
        <source>text</source>
        <comment>value placeholder of --find</comment>
        <translation>texto</translation>
    </message>
    <message>
        <source>Cited segment of the selected message to mark (0-based): References shows its sources and their evidence.</source>
        <translation>Segmento citado del mensaje seleccionado que marcar (empezando en 0): Referencias muestra sus fuentes y su evidencia.</translation>
    </message>
    <message>
        <source>--citation needs a number from 0</source>
        <translation>--citation necesita un número a partir de 0</translation>
    </message>
    <message>
        <source>--citation needs --message</source>
        <translation>--citation necesita --message</translation>
    </message>
    <message>
        <source>Another transcript to compare the selected conversation with (File ▸ Compare With…): the comparison window is rendered instead of the main window.</source>
        <translation>Otra transcripción con la que comparar la conversación seleccionada (Archivo ▸ Comparar con…): se dibuja la ventana de comparación en lugar de la principal.</translation>
    </message>
    <message>
        <source>Conversation of the --compare file (0-based, default 0).</source>
        <translation>Conversación del archivo de --compare (desde 0; 0 por omisión).</translation>
    </message>
    <message>
        <source>--compare-conversation needs a number from 0</source>
        <translation>--compare-conversation necesita un número desde 0</translation>
    </message>
    <message>
        <source>%1: nothing to compare with</source>
        <translation>%1: no hay nada con que comparar</translation>
    </message>
    <message>
        <source>Colours: light, dark, or system (the desktop&apos;s palette, the default).</source>
        <extracomment>--help of screenshot --theme; keep the ids light, dark, system untranslated</extracomment>
        <translation>Colores: light, dark o system (la paleta del escritorio, la predeterminada).</translation>
    </message>
    <message>
        <source>theme</source>
        <comment>value placeholder of --theme</comment>
        <translation>tema</translation>
    </message>
    <message>
        <source>unknown theme &quot;%1&quot; (use light, dark or system)</source>
        <translation>tema desconocido «%1» (use light, dark o system)</translation>
    </message>
    <message>
        <source>A dialog to render over the window instead of the window: %1.</source>
        <extracomment>--help of screenshot --dialog; %1 the names, kept untranslated</extracomment>
        <translation>Un cuadro de diálogo que se dibuja sobre la ventana en lugar de la ventana: %1.</translation>
    </message>
    <message>
        <source>unknown dialog &quot;%1&quot;</source>
        <translation>cuadro de diálogo desconocido «%1»</translation>
    </message>
</context>
<context>
    <name>SelectionRelay</name>
    <message>
        <source>Reading conversation %1…</source>
        <translation>Leyendo la conversación %1…</translation>
    </message>
</context>
<context>
    <name>SessionList</name>
    <message>
        <source>Session</source>
        <extracomment>session list column: the session&apos;s id</extracomment>
        <translation>Sesión</translation>
    </message>
    <message>
        <source>User</source>
        <extracomment>session list column: the user id the session belongs to</extracomment>
        <translation>Usuario</translation>
    </message>
    <message>
        <source>Display name</source>
        <extracomment>session list column: the session&apos;s display name (may be empty)</extracomment>
        <translation>Nombre visible</translation>
    </message>
    <message>
        <source>Last update</source>
        <extracomment>session list column: when the session last changed</extracomment>
        <translation>Última actualización</translation>
    </message>
    <message>
        <source>Sessions</source>
        <extracomment>accessible name of a list of sessions (ADK, Agent Engine)</extracomment>
        <translation>Sesiones</translation>
    </message>
    <message>
        <source>The sessions on the server, newest first; Enter opens the selected one in the main window</source>
        <extracomment>accessible description of a list of sessions (ADK, Agent Engine)</extracomment>
        <translation>Las sesiones del servidor, de la más reciente a la más antigua; Intro abre la seleccionada en la ventana principal</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <extracomment>title of Help ▸ Keyboard Shortcuts</extracomment>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Search actions, keys or menus</source>
        <extracomment>placeholder of the search field of the keyboard shortcuts list</extracomment>
        <translation>Buscar acciones, teclas o menús</translation>
    </message>
    <message>
        <source>Search shortcuts</source>
        <translation>Buscar atajos</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Action</source>
        <extracomment>column of the keyboard shortcuts list: what the key does</extracomment>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <extracomment>column of the keyboard shortcuts list: the key or keys</extracomment>
        <translation>Atajo</translation>
    </message>
    <message>
        <source>Menu</source>
        <extracomment>column of the keyboard shortcuts list: the menu that holds the action</extracomment>
        <translation>Menú</translation>
    </message>
    <message>
        <source>%1 of %2 shortcuts</source>
        <extracomment>below the keyboard shortcuts list; %1 shown, %2 in all</extracomment>
        <translation>%1 de %2 atajos</translation>
    </message>
    <message>
        <source>Each action with its keys and its menu; the search field above filters the list</source>
        <extracomment>accessible description of the keyboard shortcuts list</extracomment>
        <translation>Cada acción con sus teclas y su menú; el campo de búsqueda de arriba filtra la lista</translation>
    </message>
</context>
<context>
    <name>SpanDetails</name>
    <message>
        <source>Span: %1</source>
        <extracomment>Trace pane details: %1 is the span&apos;s name</extracomment>
        <translation>Intervalo: %1</translation>
    </message>
    <message>
        <source>Kind: %1</source>
        <extracomment>Trace pane details: the OpenTelemetry span kind (internal, client, server, …)</extracomment>
        <translation>Tipo: %1</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Inicio: %1</translation>
    </message>
    <message>
        <source>End: %1</source>
        <translation>Fin: %1</translation>
    </message>
    <message>
        <source>Duration: %1</source>
        <translation>Duración: %1</translation>
    </message>
    <message>
        <source>Event: %1</source>
        <extracomment>Trace pane details: the id of the event (message) this span produced</extracomment>
        <translation>Evento: %1</translation>
    </message>
    <message>
        <source>Tool call: %1</source>
        <extracomment>Trace pane details: the function call id this tool span executed</extracomment>
        <translation>Llamada a herramienta: %1</translation>
    </message>
    <message>
        <source>Trace id: %1</source>
        <translation>ID de traza: %1</translation>
    </message>
    <message>
        <source>Span id: %1</source>
        <translation>ID de intervalo: %1</translation>
    </message>
    <message>
        <source>Parent span id: %1</source>
        <translation>ID del intervalo padre: %1</translation>
    </message>
    <message>
        <source>Derived from event times: not measured by a tracer</source>
        <translation>Derivado de las horas de los eventos: no medido por un trazador</translation>
    </message>
    <message>
        <source>Attributes</source>
        <extracomment>Trace pane details: heading above the span&apos;s key/value attributes</extracomment>
        <translation>Atributos</translation>
    </message>
</context>
<context>
    <name>SpanTreeModel</name>
    <message>
        <source>Turn %1</source>
        <extracomment>name shown for a turn&apos;s root span that has no name; %1 is the turn number</extracomment>
        <translation>Turno %1</translation>
    </message>
    <message>
        <source>Span</source>
        <extracomment>column header: trace span name</extracomment>
        <translation>Intervalo</translation>
    </message>
    <message>
        <source>Duration</source>
        <extracomment>column header: how long the span took</extracomment>
        <translation>Duración</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>column header: when the span started</extracomment>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Attributes</source>
        <extracomment>column header: the span&apos;s key/value attributes</extracomment>
        <translation>Atributos</translation>
    </message>
    <message>
        <source>Starts after %1, lasts %2</source>
        <extracomment>tooltip of a trace bar: %1 time since the turn started, %2 duration</extracomment>
        <translation>Empieza tras %1 y dura %2</translation>
    </message>
    <message>
        <source>Lasts %1</source>
        <extracomment>tooltip of a trace bar when start times are unknown: %1 duration</extracomment>
        <translation>Dura %1</translation>
    </message>
    <message>
        <source>Timeline</source>
        <extracomment>column header: bars showing when each span ran within its turn</extracomment>
        <translation>Línea de tiempo</translation>
    </message>
    <message>
        <source>Derived from event times: not measured by a tracer</source>
        <extracomment>tooltip of a span made by the program from the events&apos; times</extracomment>
        <translation>Derivado de las horas de los eventos: no medido por un trazador</translation>
    </message>
</context>
<context>
    <name>SpansPane</name>
    <message>
        <source>This conversation has no trace spans.</source>
        <extracomment>shown in the trace pane when the conversation has no spans</extracomment>
        <translation>Esta conversación no tiene intervalos de traza.</translation>
    </message>
    <message>
        <source>Derived from event times: the file has no trace, so these spans show the time between events, not measured durations.</source>
        <extracomment>shown above a trace that the program built from the events&apos; timestamps</extracomment>
        <translation>Derivado de las horas de los eventos: el archivo no tiene traza, así que estos intervalos muestran el tiempo entre eventos, no duraciones medidas.</translation>
    </message>
    <message>
        <source>Spans</source>
        <extracomment>accessible name of the trace pane&apos;s tree of spans</extracomment>
        <translation>Intervalos</translation>
    </message>
    <message>
        <source>Span details</source>
        <extracomment>accessible name of the trace pane&apos;s text about the selected span</extracomment>
        <translation>Detalles del intervalo</translation>
    </message>
    <message>
        <source>The spans of the trace, nested, with their timeline; selecting one shows its details and its message</source>
        <extracomment>accessible description of the trace pane&apos;s tree of spans</extracomment>
        <translation>Los intervalos de la traza, anidados, con su línea de tiempo; al seleccionar uno se muestran sus detalles y su mensaje</translation>
    </message>
    <message>
        <source>The IDs, times and attributes of the selected span, read-only</source>
        <extracomment>accessible description of the trace pane&apos;s text about the selected span</extracomment>
        <translation>Los ID, las horas y los atributos del intervalo seleccionado, de solo lectura</translation>
    </message>
</context>
<context>
    <name>StateModel</name>
    <message>
        <source>added</source>
        <extracomment>state pane: the key was set for the first time by this event</extracomment>
        <translation>añadida</translation>
    </message>
    <message>
        <source>set, unchanged</source>
        <extracomment>state pane: the event set the key to the value it already had</extracomment>
        <translation>asignada, sin cambios</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <extracomment>state pane: %1 the old value, %2 the new value (JSON)</extracomment>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Before: %1
After: %2</source>
        <extracomment>state pane tooltip: %1 the old value, %2 the new value (JSON)</extracomment>
        <translation>Antes: %1
Después: %2</translation>
    </message>
    <message>
        <source>Key</source>
        <extracomment>state pane column: the state variable&apos;s name</extracomment>
        <translation>Clave</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>state pane column: the variable&apos;s value after the selected event</extracomment>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Change</source>
        <extracomment>state pane column: what the selected event changed</extracomment>
        <translation>Cambio</translation>
    </message>
</context>
<context>
    <name>StatePane</name>
    <message>
        <source>(absent)</source>
        <extracomment>state pane: a key that has no value on one side of a comparison</extracomment>
        <translation>(ausente)</translation>
    </message>
    <message>
        <source>Only changes</source>
        <extracomment>state pane checkbox: show only the keys the selected event changed</extracomment>
        <translation>Solo cambios</translation>
    </message>
    <message>
        <source>This conversation has no session state or variables.</source>
        <extracomment>shown in the state pane when the conversation has no session state or variables</extracomment>
        <translation>Esta conversación no tiene estado de sesión ni variables.</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) set here</source>
        <extracomment>state pane: how many keys the selected message set</extracomment>
        <translation>
            <numerusform>%n clave asignada aquí</numerusform>
            <numerusform>%n claves asignadas aquí</numerusform>
        </translation>
    </message>
    <message>
        <source>State before the first message</source>
        <extracomment>state pane title before any message is selected</extracomment>
        <translation>Estado antes del primer mensaje</translation>
    </message>
    <message>
        <source>%1 (version %2)</source>
        <extracomment>state pane: an artifact saved by the event; %1 file name, %2 version number</extracomment>
        <translation>%1 (versión %2)</translation>
    </message>
    <message>
        <source>Artifacts: %1</source>
        <extracomment>state pane: the artifacts the selected event saved, comma separated</extracomment>
        <translation>Artefactos: %1</translation>
    </message>
    <message>
        <source>%1: events give %2, the session says %3</source>
        <extracomment>state pane: %1 key, %2 value rebuilt from the events, %3 value the session saved</extracomment>
        <translation>%1: los eventos dan %2, la sesión dice %3</translation>
    </message>
    <message numerus="yes">
        <source>The saved session state differs from the events in %n key(s):</source>
        <extracomment>state pane: heading of the keys whose rebuilt value differs from the saved state</extracomment>
        <translation>
            <numerusform>El estado guardado de la sesión difiere de los eventos en %n clave:</numerusform>
            <numerusform>El estado guardado de la sesión difiere de los eventos en %n claves:</numerusform>
        </translation>
    </message>
    <message>
        <source>State after message %1 (%2) · %3</source>
        <extracomment>state pane title: %1 message number, %2 its author, %3 how many keys it set</extracomment>
        <translation>Estado tras el mensaje %1 (%2) · %3</translation>
    </message>
    <message>
        <source>State</source>
        <extracomment>accessible name of the state pane&apos;s table of keys</extracomment>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Value</source>
        <extracomment>accessible name of the state pane&apos;s view of the selected key&apos;s value</extracomment>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Show only the keys the selected message set</source>
        <translation>Muestra solo las claves que asignó el mensaje seleccionado</translation>
    </message>
    <message>
        <source>The session state after the selected message, one key a row</source>
        <extracomment>accessible description of the state pane&apos;s table of keys</extracomment>
        <translation>El estado de la sesión después del mensaje seleccionado, una clave por fila</translation>
    </message>
    <message>
        <source>The value of the selected key, as a JSON tree</source>
        <extracomment>accessible description of the state pane&apos;s view of the selected key&apos;s value</extracomment>
        <translation>El valor de la clave seleccionada, como árbol JSON</translation>
    </message>
</context>
<context>
    <name>TerminalTranscript</name>
    <message>
        <source>%1 ms</source>
        <extracomment>adk trace output: a span&apos;s duration in milliseconds</extracomment>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>(derived from event times)</source>
        <extracomment>adk trace output: the span was made from event times, not measured</extracomment>
        <translation>(derivado de las horas de los eventos)</translation>
    </message>
    <message>
        <source>calls %1 %2</source>
        <extracomment>adk output: %1 tool name, %2 its arguments as JSON</extracomment>
        <translation>llama a %1 %2</translation>
    </message>
    <message>
        <source>%1 answered %2</source>
        <extracomment>adk output: %1 tool name, %2 its response as JSON</extracomment>
        <translation>%1 respondió %2</translation>
    </message>
    <message>
        <source>transfers to %1</source>
        <extracomment>adk output: %1 the agent the conversation goes to</extracomment>
        <translation>transfiere a %1</translation>
    </message>
    <message>
        <source>error %1: %2</source>
        <extracomment>adk output: %1 error code, %2 error message (both from the agent)</extracomment>
        <translation>error %1: %2</translation>
    </message>
</context>
<context>
    <name>TextCard</name>
    <message>
        <source>♪ Transcript</source>
        <extracomment>title of a speech transcript card; the symbol marks audio</extracomment>
        <translation>♪ Transcripción</translation>
    </message>
    <message numerus="yes">
        <source>%n overlapping citations</source>
        <extracomment>tooltip over text cited by several overlapping segments</extracomment>
        <translation>
            <numerusform>%n cita superpuesta</numerusform>
            <numerusform>%n citas superpuestas</numerusform>
        </translation>
    </message>
    <message>
        <source>No sources</source>
        <extracomment>tooltip heading over cited text</extracomment>
        <translation>Sin fuentes</translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation>Fuentes:</translation>
    </message>
    <message>
        <source>missing source</source>
        <extracomment>tooltip: a cited source that does not exist in the file</extracomment>
        <translation>fuente ausente</translation>
    </message>
    <message>
        <source>source without details</source>
        <extracomment>tooltip: a source without title or address</extracomment>
        <translation>fuente sin detalles</translation>
    </message>
    <message>
        <source>[%1] %2</source>
        <extracomment>tooltip line: %1 source number, %2 title</extracomment>
        <translation>[%1] %2</translation>
    </message>
    <message>
        <source>(score %1)</source>
        <extracomment>tooltip: %1 the confidence score of a source for the cited text</extracomment>
        <translation>(puntuación %1)</translation>
    </message>
</context>
<context>
    <name>ThoughtCard</name>
    <message>
        <source>💭 Thought</source>
        <extracomment>title of a collapsed card of model reasoning; the symbol marks a thought</extracomment>
        <translation>💭 Razonamiento</translation>
    </message>
    <message>
        <source>Hide</source>
        <extracomment>button that collapses a thought card</extracomment>
        <translation>Ocultar</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Mostrar</translation>
    </message>
    <message>
        <source>signature %1</source>
        <extracomment>a thought part&apos;s opaque signature; %1 its size (&quot;1.2 KB&quot;)</extracomment>
        <translation>firma %1</translation>
    </message>
</context>
<context>
    <name>ToolCallCard</name>
    <message>
        <source>No arguments</source>
        <extracomment>shown instead of the arguments of a tool call that has none (or an empty object)</extracomment>
        <translation>Sin argumentos</translation>
    </message>
    <message>
        <source>Arguments</source>
        <extracomment>label above the arguments of a tool call</extracomment>
        <translation>Argumentos</translation>
    </message>
    <message>
        <source>Go to response</source>
        <translation>Ir a la respuesta</translation>
    </message>
</context>
<context>
    <name>ToolResponseCard</name>
    <message>
        <source>Error</source>
        <extracomment>label of the error a tool returned</extracomment>
        <translation>Error</translation>
    </message>
    <message>
        <source>Output</source>
        <extracomment>label of the result a tool returned</extracomment>
        <translation>Salida</translation>
    </message>
    <message>
        <source>Go to call</source>
        <translation>Ir a la llamada</translation>
    </message>
</context>
<context>
    <name>WindowDocks</name>
    <message>
        <source>Conversations</source>
        <extracomment>dock title</extracomment>
        <translation>Conversaciones</translation>
    </message>
    <message>
        <source>Details</source>
        <extracomment>dock title</extracomment>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>Trace</source>
        <extracomment>dock title: the trace spans of the conversation</extracomment>
        <translation>Traza</translation>
    </message>
    <message>
        <source>State</source>
        <extracomment>dock title: the session state (variables) after the selected message</extracomment>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Problems</source>
        <extracomment>dock title: the list of diagnostics</extracomment>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>References</source>
        <extracomment>dock title: the sources (grounding) of the selected message</extracomment>
        <translation>Referencias</translation>
    </message>
    <message>
        <source>Answer</source>
        <extracomment>dock title: the Discovery Engine answer data (state, steps, related questions)</extracomment>
        <translation>Respuesta</translation>
    </message>
    <message>
        <source>Citations</source>
        <extracomment>dock title: every cited segment and uncited sentence of the conversation</extracomment>
        <translation>Citas</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <extracomment>dock title: an evaluation case or result, expected beside actual, with its metrics</extracomment>
        <translation>Evaluación</translation>
    </message>
    <message>
        <source>Query</source>
        <extracomment>dock title: ask a Vertex AI Search app or any MCP server</extracomment>
        <translation>Consulta</translation>
    </message>
</context>
<context>
    <name>WindowExport</name>
    <message>
        <source>Exported to %1</source>
        <extracomment>status bar after File &gt; Export; %1 the file written</extracomment>
        <translation>Exportado a %1</translation>
    </message>
    <message>
        <source>The printer reported an error; nothing may have been printed.</source>
        <translation>La impresora informó de un error; es posible que no se haya impreso nada.</translation>
    </message>
    <message>
        <source>Sent to the printer</source>
        <extracomment>status bar after File &gt; Print</extracomment>
        <translation>Enviado a la impresora</translation>
    </message>
    <message>
        <source>Export</source>
        <extracomment>progress dialog of File &gt; Export</extracomment>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Reading the conversations…</source>
        <extracomment>progress dialog of File &gt; Export, while the conversations are read</extracomment>
        <translation>Leyendo las conversaciones…</translation>
    </message>
    <message>
        <source>Writing…</source>
        <extracomment>progress dialog of File &gt; Export, once everything is read</extracomment>
        <translation>Escribiendo…</translation>
    </message>
    <message>
        <source>Export canceled</source>
        <extracomment>status bar after an export or print was canceled</extracomment>
        <translation>Exportación cancelada</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <extracomment>File menu: write the file, a conversation or a message as JSON, Markdown, HTML, PDF or CSV</extracomment>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>Export as P&amp;DF…</source>
        <extracomment>File menu</extracomment>
        <translation>Exportar como P&amp;DF…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <extracomment>File menu: print the conversation shown</extracomment>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>Prints the conversation shown, laid out as the HTML export</source>
        <translation>Imprime la conversación mostrada con el diseño de la exportación HTML</translation>
    </message>
</context>
</TS>
