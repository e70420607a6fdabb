// SPDX-License-Identifier: GPL-2.0-or-later
#include "event_badges.h"

#include "items/plain_tool_tip.h"

#include "answer_words.h"
#include "theme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

enum class Tone { Plain, Muted, Warning, Error };

EventBadges::Badge badge(const Theme &theme, const QString &text, const QString &toolTip, Tone tone,
    const QColor &background = QColor())
{
    EventBadges::Badge b {text, toolTip, background, theme.badgeText};
    if (background.isValid())
        return b;
    switch (tone) {
    case Tone::Warning:
        b.background = theme.badgeWarningFill;
        b.foreground = theme.badgeWarningText;
        break;
    case Tone::Error:
        b.background = theme.badgeErrorFill;
        b.foreground = theme.badgeErrorText;
        break;
    case Tone::Muted:
        b.foreground = theme.muted;
        break;
    case Tone::Plain:
        b.background = theme.badgePlainFill;
        b.foreground = theme.badgePlainText;
        break;
    }
    return b;
}

QString number(std::optional<qint64> value)
{
    return value ? QLocale().toString(*value) : QString();
}

int keyCount(const JsonText &object)
{
    return int(QJsonDocument::fromJson(object.json).object().size());
}

} // namespace

EventBadges::EventBadges(const Message &message, bool showCandidate, QWidget *parent)
    : QWidget(parent)
    , m_message(message)
    , m_showCandidate(showCandidate)
    , m_layout(new QHBoxLayout(this))
{
    setObjectName(u"eventBadges"_s);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(Theme::kChipSpacing);
    rebuild();
}

QColor EventBadges::invocationColor(const QString &id)
{
    return Theme::app().invocationColor(id);
}

QStringList EventBadges::texts() const
{
    QStringList out;
    for (const QLabel *label : findChildren<QLabel *>(QString(), Qt::FindDirectChildrenOnly))
        out.append(label->text());
    return out;
}

void EventBadges::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        rebuild();
    QWidget::changeEvent(event);
}

void EventBadges::rebuild()
{
    while (QLayoutItem *item = m_layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const QVector<Badge> all = badges(m_message, m_showCandidate, Theme::of(this));
    for (const Badge &b : all) {
        auto *label = new QLabel(this);
        label->setTextFormat(Qt::PlainText); // before the text: names from the file
        label->setText(b.text);
        label->setToolTip(plainToolTip(b.toolTip));
        const QMargins pad = Theme::kChipPadding;
        QString css = u"border-radius: %1px; padding: %2px %3px; "_s.arg(Theme::kChipRadius)
                          .arg(pad.top())
                          .arg(pad.left())
            + Theme::colorRule(b.foreground);
        if (b.background.isValid())
            css += u"background: %1;"_s.arg(Theme::css(b.background));
        label->setStyleSheet(css);
        m_layout->addWidget(label);
    }
    m_layout->addStretch(1);
    setVisible(!all.isEmpty());
}

QVector<EventBadges::Badge> EventBadges::badges(
    const Message &m, bool showCandidate, const Theme &theme)
{
    QVector<Badge> out;
    const auto add = [&out, &theme](const QString &text, const QString &toolTip, Tone tone,
                         const QColor &background = QColor()) {
        out.append(badge(theme, text, toolTip, tone, background));
    };

    if (!m.invocationId.isEmpty())
        //: message header badge: the invocation the event belongs to (%1 its id, shortened)
        add(tr("inv %1").arg(m.invocationId.right(6)),
            //: tooltip of the invocation badge; %1 the full invocation id
            tr("Invocation %1").arg(m.invocationId), Tone::Plain,
            theme.invocationColor(m.invocationId));
    if (!m.branch.isEmpty())
        //: tooltip of the branch badge (the dotted path of agents)
        add(m.branch, tr("Branch (agent path)"), Tone::Muted);
    if (showCandidate && m.candidate >= 0)
        //: message header badge: which Gemini candidate this is; %1 its number from 1
        add(tr("Candidate %1").arg(m.candidate + 1), QString(), Tone::Plain);
    if (m.flags.partial)
        //: message header badge: a streamed fragment of an event
        add(tr("partial"), tr("A streamed fragment; a complete event usually follows"),
            Tone::Muted);
    if (m.flags.turnComplete)
        //: message header badge: the model finished its turn here
        add(tr("turn complete"), QString(), Tone::Muted);
    if (m.flags.interrupted)
        //: message header badge: generation was cut off (the user barged in)
        add(tr("interrupted"), tr("Generation was interrupted"), Tone::Warning);
    if (m.flags.mergedFragments > 0)
        //: message header badge: text rebuilt from streamed fragments of a cut-off stream
        add(tr("merged from %n fragment(s)", nullptr, m.flags.mergedFragments),
            tr("No complete event followed these streamed fragments; their text was joined"),
            Tone::Warning);
    if (!m.finishReason.isEmpty() && m.finishReason != u"STOP"_s)
        //: message header badge: why the model stopped (%1 e.g. MAX_TOKENS, SAFETY)
        add(tr("finish: %1").arg(m.finishReason), QString(), Tone::Warning);
    if (!m.usage.isEmpty()) {
        const std::optional<qint64> total = m.usage.total ? m.usage.total
            : (m.usage.prompt || m.usage.candidates)
            ? std::optional<qint64>(m.usage.prompt.value_or(0) + m.usage.candidates.value_or(0))
            : std::nullopt;
        QStringList lines;
        const auto line = [&lines](const QString &label, std::optional<qint64> v) {
            if (v)
                lines.append(label.arg(number(v)));
        };
        //: token usage tooltip line; %1 a count
        line(tr("Prompt: %1"), m.usage.prompt);
        //: token usage tooltip line; %1 a count of tokens the model generated
        line(tr("Response: %1"), m.usage.candidates);
        //: token usage tooltip line; %1 a count of reasoning tokens
        line(tr("Thoughts: %1"), m.usage.thoughts);
        //: token usage tooltip line; %1 a count of tokens served from the context cache
        line(tr("Cached: %1"), m.usage.cached);
        //: token usage tooltip line; %1 a count of tokens of tool-use prompts
        line(tr("Tool use prompt: %1"), m.usage.toolUsePrompt);
        //: token usage tooltip line; %1 the total count
        line(tr("Total: %1"), m.usage.total);
        if (total)
            //: message header badge: tokens this event used; %1 the count
            add(tr("%1 tokens").arg(number(total)), lines.join(u'\n'), Tone::Muted);
    }
    if (!m.longRunningToolIds.isEmpty())
        //: message header badge: tool calls that may finish later; %n their count
        add(tr("%n long-running call(s)", nullptr, int(m.longRunningToolIds.size())),
            m.longRunningToolIds.join(u'\n'), Tone::Plain);
    if (m.actions.escalate)
        //: message header badge: the agent escalated to its parent
        add(tr("escalate"), QString(), Tone::Warning);
    if (m.actions.skipSummarization)
        //: message header badge: ADK action, the tool result is not summarised by the model
        add(tr("skip summarization"), QString(), Tone::Muted);
    if (!m.actions.requestedAuthConfigs.isNull())
        //: message header badge: the event asked the user for credentials
        add(tr("auth requested"), QString::fromUtf8(m.actions.requestedAuthConfigs.json),
            Tone::Warning);
    if (!m.actions.stateDelta.isNull())
        //: message header badge: the event changed %n keys of the session state
        add(tr("state: %n key(s)", nullptr, keyCount(m.actions.stateDelta)),
            QString::fromUtf8(m.actions.stateDelta.json), Tone::Plain);
    if (!m.actions.artifactDelta.isNull())
        //: message header badge: the event saved %n artifacts (files)
        add(tr("%n artifact(s)", nullptr, keyCount(m.actions.artifactDelta)),
            QString::fromUtf8(m.actions.artifactDelta.json), Tone::Plain);
    for (const SafetyRating &rating : m.safetyRatings) {
        if (rating.blocked)
            //: message header badge: a safety filter blocked the content; %1 the harm category
            add(tr("blocked: %1").arg(rating.category), rating.probability, Tone::Error);
    }
    if (m.answer) { // Discovery Engine: a failed or skipped answer is visible in the header
        if (AnswerWords::isFailure(m.answer->state))
            //: message header badge: the Discovery Engine answer is in state FAILED
            add(tr("answer failed"), AnswerWords::state(m.answer->state), Tone::Error);
        for (const QString &reason : m.answer->skippedReasons)
            //: message header badge: why the answer was skipped; %1 a short reason
            add(tr("Skipped: %1").arg(AnswerWords::skippedReason(reason)),
                AnswerWords::skippedExplanation(reason), Tone::Warning);
    }
    return out;
}
