// SPDX-License-Identifier: GPL-2.0-or-later
#include "message_texts.h"

#include "items/message_list_model.h"
#include "transcript/display_time.h"

#include <QCoreApplication>
#include <QLocale>

using namespace Qt::StringLiterals;

QString MessageTexts::timeText(const Message &message)
{
    const QDateTime time = DisplayTime::of(message.time);
    return time.isValid() ? QLocale().toString(time, QLocale::ShortFormat) : QString();
}

QString MessageTexts::turnText(const Message &message)
{
    if (message.turn < 0)
        return QString();
    //: %1 the turn number of a message
    return QCoreApplication::translate("MessageWidget", "Turn %1").arg(message.turn + 1);
}

QString MessageTexts::problemsText(const Message &message)
{
    const int problems = int(message.diagnostics.size());
    //: badge on a message with diagnostics
    return problems > 0
        ? QCoreApplication::translate("MessageWidget", "⚠ %n problem(s)", nullptr, problems)
        : QString();
}

QString MessageTexts::emptyText(const Message &message)
{
    QString placeholder; // a Discovery Engine turn whose answer the file does not include
    for (const auto &property : message.properties) {
        if (property.first == u"placeholder"_s)
            placeholder = property.second;
    }
    return placeholder.isEmpty()
        //: shown for a message that has no content chunks
        ? QCoreApplication::translate("MessageWidget", "(no content)")
        //: a session turn whose answer is only named; %1 the answer's resource name
        : QCoreApplication::translate(
            "MessageWidget", "The answer is not included in this file: %1")
              .arg(placeholder);
}

bool MessageTexts::showsCandidate(const Conversation &conversation, const Message &message)
{
    if (message.candidate < 0)
        return false;
    for (const Message &other : conversation.messages) {
        if (other.candidate > 0)
            return true;
    }
    return false;
}

QString MessageTexts::roleClass(const Message &message)
{
    const QString r = MessageListModel::shownRole(message).toLower();
    if (r == u"user"_s)
        return u"user"_s;
    if (r == u"agent"_s || r == u"model"_s || r == u"assistant"_s)
        return u"agent"_s;
    return u"other"_s;
}
