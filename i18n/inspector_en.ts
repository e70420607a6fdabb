<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AnswerPane</name>
    <message numerus="yes">
        <source>Steps (%n)</source>
        <extracomment>answer pane section: the agent&apos;s steps (searches and results); %n their count</extracomment>
        <translation>
            <numerusform>Steps (%n)</numerusform>
            <numerusform>Steps (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnswerStepsModel</name>
    <message numerus="yes">
        <source>%n result(s)</source>
        <extracomment>answer steps tree: how many search results an action observed</extracomment>
        <translation>
            <numerusform>%n result</numerusform>
            <numerusform>%n results</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AnswerStepsView</name>
    <message numerus="yes">
        <source>%n search result(s)</source>
        <extracomment>answer step details: how many search results the action observed</extracomment>
        <translation>
            <numerusform>%n search result</numerusform>
            <numerusform>%n search results</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CesCommand</name>
    <message numerus="yes">
        <source>History: %n message(s) of %1</source>
        <extracomment>ces run, on stderr: %n the messages sent as history; %1 the file</extracomment>
        <translation>
            <numerusform>History: %n message of %1</numerusform>
            <numerusform>History: %n messages of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n part(s) with no CES form left out)</source>
        <extracomment>ces run, after &quot;History: …&quot;: thoughts, code, calls of no CES tool…</extracomment>
        <translation>
            <numerusform> (%n part with no CES form left out)</numerusform>
            <numerusform> (%n parts with no CES form left out)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CheckCommand</name>
    <message numerus="yes">
        <source>%n conversation(s)</source>
        <translation>
            <numerusform>%n conversation</numerusform>
            <numerusform>%n conversations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n message</numerusform>
            <numerusform>%n messages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n answer</numerusform>
            <numerusform>%n answers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sentence(s) without a source</source>
        <translation>
            <numerusform>%n sentence without a source</numerusform>
            <numerusform>%n sentences without a source</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CitationsOverviewPane</name>
    <message numerus="yes">
        <source>%n cited segment(s)</source>
        <translation>
            <numerusform>%n cited segment</numerusform>
            <numerusform>%n cited segments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n uncited sentence(s)</source>
        <translation>
            <numerusform>%n uncited sentence</numerusform>
            <numerusform>%n uncited sentences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n shown)</source>
        <extracomment>citations overview summary when filtered: %1 the summary, %2 the rows shown</extracomment>
        <translation>
            <numerusform>%1 (%n shown)</numerusform>
            <numerusform>%1 (%n shown)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComparisonWindow</name>
    <message numerus="yes">
        <source>%1 ↔ %2: %n of %3 turn(s) differ.</source>
        <extracomment>comparison window summary; %1 and %2 name the conversations; %n the turns that differ; %3 all the aligned turns</extracomment>
        <translation>
            <numerusform>%1 ↔ %2: %n of %3 turn differs.</numerusform>
            <numerusform>%1 ↔ %2: %n of %3 turns differ.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ComparisonWriter</name>
    <message numerus="yes">
        <source>%n of %1 turn(s) differ.</source>
        <extracomment>diff: the summary line; %n turns that differ, %1 all turns</extracomment>
        <translation>
            <numerusform>%n of %1 turn differs.</numerusform>
            <numerusform>%n of %1 turns differ.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvaluationCasesModel</name>
    <message numerus="yes">
        <source>The lowest of %n turn(s)</source>
        <extracomment>evaluation cases, tool tip of a metric the turns have: the lowest turn&apos;s score</extracomment>
        <translation>
            <numerusform>The lowest of %n turn</numerusform>
            <numerusform>The lowest of %n turns</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvaluationCasesView</name>
    <message numerus="yes">
        <source>%n case(s)</source>
        <extracomment>evaluation cases: how many there are</extracomment>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n case(s)</source>
        <extracomment>evaluation cases: %1 shown by the filters, %n in the file</extracomment>
        <translation>
            <numerusform>%1 of %n case</numerusform>
            <numerusform>%1 of %n cases</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EvaluationPane</name>
    <message numerus="yes">
        <source>%1 · %2 · %n turn(s)</source>
        <extracomment>evaluation pane header; %1 the case, %2 its verdict (&quot;✗ Fail&quot;), %n its turns</extracomment>
        <translation>
            <numerusform>%1 · %2 · %n turn</numerusform>
            <numerusform>%1 · %2 · %n turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n case(s)</source>
        <extracomment>evaluation pane header, after the case: a run or set that lists its cases</extracomment>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventBadges</name>
    <message numerus="yes">
        <source>merged from %n fragment(s)</source>
        <extracomment>message header badge: text rebuilt from streamed fragments of a cut-off stream</extracomment>
        <translation>
            <numerusform>merged from %n fragment</numerusform>
            <numerusform>merged from %n fragments</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n long-running call(s)</source>
        <extracomment>message header badge: tool calls that may finish later; %n their count</extracomment>
        <translation>
            <numerusform>%n long-running call</numerusform>
            <numerusform>%n long-running calls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>state: %n key(s)</source>
        <extracomment>message header badge: the event changed %n keys of the session state</extracomment>
        <translation>
            <numerusform>state: %n key</numerusform>
            <numerusform>state: %n keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n artifact(s)</source>
        <extracomment>message header badge: the event saved %n artifacts (files)</extracomment>
        <translation>
            <numerusform>%n artifact</numerusform>
            <numerusform>%n artifacts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message numerus="yes">
        <source>The whole file (%n conversation(s))</source>
        <extracomment>export dialog: export every conversation of the file; %n how many</extracomment>
        <translation>
            <numerusform>The whole file (%n conversation)</numerusform>
            <numerusform>The whole file (%n conversations)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The selected conversations (%n)</source>
        <extracomment>export dialog: the conversations selected in the conversation list; %n how many</extracomment>
        <translation>
            <numerusform>The selected conversations (%n)</numerusform>
            <numerusform>The selected conversations (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The selected messages (%n)</source>
        <extracomment>export dialog: the messages selected in the message view; %n how many</extracomment>
        <translation>
            <numerusform>The selected message (%n)</numerusform>
            <numerusform>The selected messages (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindBar</name>
    <message numerus="yes">
        <source>%Ln match(es)</source>
        <extracomment>find bar: how many matches the open conversation has (none selected yet)</extracomment>
        <translation>
            <numerusform>%Ln match</numerusform>
            <numerusform>%Ln matches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JsonTreeModel</name>
    <message numerus="yes">
        <source>{%n key(s)}</source>
        <extracomment>summary of a JSON object in a tree: how many members it has</extracomment>
        <translation>
            <numerusform>{%n key}</numerusform>
            <numerusform>{%n keys}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[%n item(s)]</source>
        <extracomment>summary of a JSON array in a tree: how many items it has</extracomment>
        <translation>
            <numerusform>[%n item]</numerusform>
            <numerusform>[%n items]</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n conversation(s)</source>
        <translation>
            <numerusform>%n conversation</numerusform>
            <numerusform>%n conversations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n message</numerusform>
            <numerusform>%n messages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>McpToolForm</name>
    <message numerus="yes">
        <source>%n more argument(s), not shown as fields: enter them here as a JSON object.</source>
        <extracomment>tool form: the schema has more arguments than the form shows as fields; %n how many</extracomment>
        <translation>
            <numerusform>%n more argument, not shown as a field: enter it here as a JSON object.</numerusform>
            <numerusform>%n more arguments, not shown as fields: enter them here as a JSON object.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageFilterBar</name>
    <message numerus="yes">
        <source>%1 of %Ln message(s)</source>
        <extracomment>filter bar: %1 messages shown of %Ln in the conversation, e.g. &quot;1,204 of 100,000 messages&quot;</extracomment>
        <translation>
            <numerusform>%1 of %Ln message</numerusform>
            <numerusform>%1 of %Ln messages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message numerus="yes">
        <source>⚠ %n problem(s)</source>
        <extracomment>badge on a message with diagnostics</extracomment>
        <translation>
            <numerusform>⚠ %n problem</numerusform>
            <numerusform>⚠ %n problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemsPane</name>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <extracomment>problems pane: number of problems</extracomment>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProtocolLogView</name>
    <message numerus="yes">
        <source>%n record(s)</source>
        <extracomment>protocol log: how many HTTP requests and responses are listed</extracomment>
        <translation>
            <numerusform>%n record</numerusform>
            <numerusform>%n records</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QueryPanel</name>
    <message numerus="yes">
        <source>The server lists %n tool(s).</source>
        <extracomment>query panel status after tools/list; %n tools</extracomment>
        <translation>
            <numerusform>The server lists %n tool.</numerusform>
            <numerusform>The server lists %n tools.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QueryPanelAdkPage</name>
    <message numerus="yes">
        <source>%n app(s) on the server.</source>
        <extracomment>ADK page status: %n apps found on the server</extracomment>
        <translation>
            <numerusform>%n app on the server.</numerusform>
            <numerusform>%n apps on the server.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QueryPanelAgentEnginePage</name>
    <message numerus="yes">
        <source>Session %1: %n event(s).</source>
        <extracomment>Agent Engine page status once every page of a session&apos;s events has come; %1 is the session id</extracomment>
        <translation>
            <numerusform>Session %1: %n event.</numerusform>
            <numerusform>Session %1: %n events.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) (loading…)</source>
        <extracomment>Agent Engine page status: events read so far, more pages to come</extracomment>
        <translation>
            <numerusform>%n event (loading…)</numerusform>
            <numerusform>%n events (loading…)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n session(s).</source>
        <extracomment>Agent Engine page status: every page of sessions has come</extracomment>
        <translation>
            <numerusform>%n session.</numerusform>
            <numerusform>%n sessions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n session(s) (loading…)</source>
        <extracomment>Agent Engine page status: sessions listed so far, more pages to come</extracomment>
        <translation>
            <numerusform>%n session (loading…)</numerusform>
            <numerusform>%n sessions (loading…)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QueryPanelCesPage</name>
    <message numerus="yes">
        <source>Turn %1: the agent waits for the response of %n tool call(s).</source>
        <extracomment>CES page status; %1 the turn, %n how many tool calls wait for a response</extracomment>
        <translation>
            <numerusform>Turn %1: the agent waits for the response of %n tool call.</numerusform>
            <numerusform>Turn %1: the agent waits for the response of %n tool calls.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The session starts from %n message(s) of the open conversation. </source>
        <extracomment>CES page status: a new session sent with a history; %n its messages</extracomment>
        <translation>
            <numerusform>The session starts from %n message of the open conversation. </numerusform>
            <numerusform>The session starts from %n messages of the open conversation. </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n part(s) with no CES form were left out. </source>
        <extracomment>CES page status: %n thoughts, code, function calls without a CES tool…</extracomment>
        <translation>
            <numerusform>%n part with no CES form was left out. </numerusform>
            <numerusform>%n parts with no CES form were left out. </numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QueryPanelToolsPage</name>
    <message numerus="yes">
        <source>%n tool(s)</source>
        <extracomment>query panel: how many tools the server listed</extracomment>
        <translation>
            <numerusform>%n tool</numerusform>
            <numerusform>%n tools</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReferencesPane</name>
    <message numerus="yes">
        <source>%n source(s)</source>
        <translation>
            <numerusform>%n source</numerusform>
            <numerusform>%n sources</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sentence(s) without a source</source>
        <translation>
            <numerusform>%n sentence without a source</numerusform>
            <numerusform>%n sentences without a source</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatePane</name>
    <message numerus="yes">
        <source>%n key(s) set here</source>
        <extracomment>state pane: how many keys the selected message set</extracomment>
        <translation>
            <numerusform>%n key set here</numerusform>
            <numerusform>%n keys set here</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The saved session state differs from the events in %n key(s):</source>
        <extracomment>state pane: heading of the keys whose rebuilt value differs from the saved state</extracomment>
        <translation>
            <numerusform>The saved session state differs from the events in %n key:</numerusform>
            <numerusform>The saved session state differs from the events in %n keys:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TextCard</name>
    <message numerus="yes">
        <source>%n overlapping citations</source>
        <extracomment>tooltip over text cited by several overlapping segments</extracomment>
        <translation>
            <numerusform>%n overlapping citation</numerusform>
            <numerusform>%n overlapping citations</numerusform>
        </translation>
    </message>
</context>
</TS>
