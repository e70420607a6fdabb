// SPDX-License-Identifier: GPL-2.0-or-later
#include "message_properties.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

void addText(MessageProperties::Rows &rows, const QString &label, const QString &value)
{
    if (!value.isEmpty())
        rows.append({label, value});
}

void addCount(MessageProperties::Rows &rows, const QString &label, std::optional<qint64> value)
{
    if (value)
        rows.append({label, QLocale().toString(*value)});
}

} // namespace

MessageProperties::Rows MessageProperties::forMessage(const Message &m)
{
    Rows rows;
    //: details pane property: the message or event id
    addText(rows, tr("Id"), m.id);
    //: details pane property: who wrote the message (user or agent name)
    addText(rows, tr("Author"), m.author);
    //: details pane property: the role in the source (user, model, agent...)
    addText(rows, tr("Role"), m.role);
    //: details pane property: the ADK invocation id
    addText(rows, tr("Invocation"), m.invocationId);
    //: details pane property: the dotted agent path of the event
    addText(rows, tr("Branch"), m.branch);
    if (m.time.valid)
        //: details pane property: the time of the message
        addText(rows, tr("Time"), m.time.toRfc3339());
    if (m.candidate >= 0)
        //: details pane property: the Gemini candidate index
        addText(rows, tr("Candidate"), QString::number(m.candidate));
    //: details pane property: why the model stopped generating
    addText(rows, tr("Finish reason"), m.finishReason);
    //: details pane property: the model that produced the response
    addText(rows, tr("Model"), m.modelVersion);
    QStringList flags;
    if (m.flags.partial)
        flags.append(u"partial"_s);
    if (m.flags.turnComplete)
        flags.append(u"turnComplete"_s);
    if (m.flags.interrupted)
        flags.append(u"interrupted"_s);
    //: details pane property: streaming flags of the event (partial, turnComplete, interrupted)
    addText(rows, tr("Flags"), flags.join(u", "_s));
    if (m.flags.mergedFragments > 0)
        //: details pane property: how many streamed fragments were joined into this event
        addText(rows, tr("Merged fragments"), QString::number(m.flags.mergedFragments));
    //: details pane property: token counts of the event
    addCount(rows, tr("Prompt tokens"), m.usage.prompt);
    //: details pane property: tokens the model generated
    addCount(rows, tr("Response tokens"), m.usage.candidates);
    //: details pane property: reasoning tokens
    addCount(rows, tr("Thought tokens"), m.usage.thoughts);
    //: details pane property: tokens served from the context cache
    addCount(rows, tr("Cached tokens"), m.usage.cached);
    //: details pane property: tokens of tool-use prompts
    addCount(rows, tr("Tool use prompt tokens"), m.usage.toolUsePrompt);
    //: details pane property: all tokens of the event
    addCount(rows, tr("Total tokens"), m.usage.total);
    //: details pane property: ids of tool calls that may finish later
    addText(rows, tr("Long-running calls"), m.longRunningToolIds.join(u", "_s));
    //: details pane property: the agent the event hands over to
    addText(rows, tr("Transfer to agent"), m.actions.transferToAgent);
    if (m.actions.escalate)
        //: details pane property: the event escalates to the parent agent; value "yes"
        rows.append({tr("Escalate"), tr("yes")});
    if (m.actions.skipSummarization)
        //: details pane property: the tool result is not summarised; value "yes"
        rows.append({tr("Skip summarization"), tr("yes")});
    //: details pane property: the state keys the event set (JSON)
    addText(rows, tr("State delta"), QString::fromUtf8(m.actions.stateDelta.json));
    //: details pane property: the artifacts the event saved (JSON: file → version)
    addText(rows, tr("Artifact delta"), QString::fromUtf8(m.actions.artifactDelta.json));
    //: details pane property: credentials the event asked for (JSON)
    addText(rows, tr("Requested auth"), QString::fromUtf8(m.actions.requestedAuthConfigs.json));
    //: details pane property: other actions of the event (JSON)
    addText(rows, tr("Other actions"), QString::fromUtf8(m.actions.extra.json));
    //: details pane property: free-form metadata of the event (JSON)
    addText(rows, tr("Custom metadata"), QString::fromUtf8(m.customMetadata.json));
    for (const SafetyRating &r : m.safetyRatings) {
        QString value = r.probability;
        if (r.probabilityScore)
            value += u" (%1)"_s.arg(QLocale().toString(*r.probabilityScore, 'g', 3));
        if (!r.severity.isEmpty())
            value += u", "_s + r.severity;
        if (r.blocked)
            //: details pane: a safety rating that blocked the content
            value += u", "_s + tr("blocked");
        //: details pane property: a safety rating; %1 the harm category
        rows.append({tr("Safety: %1").arg(r.category), value});
    }
    rows += m.properties;
    return rows;
}

MessageProperties::Rows MessageProperties::usageTotals(const Conversation &conversation)
{
    TokenUsage sum;
    bool any = false;
    const auto add = [](std::optional<qint64> &to, std::optional<qint64> v) {
        if (v)
            to = to.value_or(0) + *v;
    };
    for (const Message &m : conversation.messages) {
        if (m.usage.isEmpty())
            continue;
        any = true;
        add(sum.prompt, m.usage.prompt);
        add(sum.candidates, m.usage.candidates);
        add(sum.thoughts, m.usage.thoughts);
        add(sum.total, m.usage.total);
    }
    Rows rows;
    if (!any)
        return rows;
    //: details pane property: prompt tokens summed over all events of the session
    addCount(rows, tr("Prompt tokens (all events)"), sum.prompt);
    //: details pane property: generated tokens summed over all events of the session
    addCount(rows, tr("Response tokens (all events)"), sum.candidates);
    //: details pane property: reasoning tokens summed over all events of the session
    addCount(rows, tr("Thought tokens (all events)"), sum.thoughts);
    //: details pane property: total tokens summed over all events of the session
    addCount(rows, tr("Total tokens (all events)"), sum.total);
    return rows;
}
