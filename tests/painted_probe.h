// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once
// Test helpers that look at and click the painted rows of a MessageView (header only).

#include "message_list_view.h"
#include "message_view.h"
#include "painted_message.h"

#include "document/document.h"

#include <QDir>
#include <QTest>
#include <QTextDocument>
#include <functional>

namespace painted_probe {

using Kind = PaintedMessage::Target::Kind;

/// Shows in `view` (700×500, shown) a conversation of one message of `role` with `chunks`.
inline std::shared_ptr<Conversation> showMessage(
    MessageView &view, QVector<Chunk> chunks, const QString &role = QStringLiteral("model"))
{
    auto conversation = std::make_shared<Conversation>();
    Message m;
    m.role = role;
    m.chunks = std::move(chunks);
    conversation->messages = {m};
    view.resize(700, 500);
    view.show();
    view.setConversation(0, conversation);
    return conversation;
}

/// The texts painted for chunk `chunk` of message `row` (-1: the header), joined by newlines:
/// labels as laid out, documents as plain text.
inline QString textOf(const MessageView *view, int row, int chunk)
{
    const std::shared_ptr<const PaintedMessage> painted = view->paintedMessage(row);
    if (!painted)
        return QString();
    QStringList parts;
    for (const PaintedMessage::Text &text : painted->texts) {
        if (text.chunk == chunk)
            parts.append(text.layout ? text.layout->text() : text.text);
    }
    for (const PaintedMessage::Document &doc : painted->documents) {
        if (doc.chunk == chunk)
            parts.append(doc.document->toPlainText());
    }
    return parts.join(u'\n').replace(QChar::LineSeparator, u'\n');
}

/// The first target of `kind` in chunk `chunk` of message `row` (nullopt when there is none).
inline std::optional<PaintedMessage::Target> target(
    const MessageView *view, int row, Kind kind, int chunk = -1)
{
    const std::shared_ptr<const PaintedMessage> painted = view->paintedMessage(row);
    if (!painted)
        return std::nullopt;
    for (const PaintedMessage::Target &t : painted->targets) {
        if (t.kind == kind && (chunk < 0 || t.chunk == chunk))
            return t;
    }
    return std::nullopt;
}

/// The find highlights painted in chunk `chunk` of message `row`, in painting order: the
/// highlighted text, in brackets for the current match.
inline QStringList findHighlights(const MessageView *view, int row, int chunk)
{
    QStringList out;
    const std::shared_ptr<const PaintedMessage> painted = view->paintedMessage(row);
    if (!painted)
        return out;
    const auto add = [&out](const QString &text, bool current) {
        out.append(current ? u'[' + text + u']' : text);
    };
    for (const PaintedMessage::Text &text : painted->texts) {
        if (text.chunk != chunk || !text.layout)
            continue;
        for (int i = 0; i < text.formats.size(); ++i) {
            const QTextLayout::FormatRange &f = text.formats.at(i);
            add(text.layout->text().mid(f.start, f.length), i == text.currentFormat);
        }
    }
    for (const PaintedMessage::Document &doc : painted->documents) {
        if (doc.chunk != chunk)
            continue;
        for (const auto &selection : doc.selections)
            add(selection.cursor.selectedText(),
                selection.format.hasProperty(QTextFormat::ForegroundBrush));
    }
    return out;
}

/// The box of the card of chunk `chunk` of message `row` (an empty box when there is none).
inline PaintedMessage::Box cardBox(const MessageView *view, int row, int chunk)
{
    if (const std::shared_ptr<const PaintedMessage> painted = view->paintedMessage(row)) {
        for (const PaintedMessage::Box &box : painted->boxes) {
            if (box.chunk == chunk)
                return box;
        }
    }
    return PaintedMessage::Box {};
}

/// Whether `rect` of message `row` (row coordinates) is inside the list's viewport.
inline bool onScreen(const MessageView *view, int row, const QRect &rect)
{
    const QRect rowRect = view->rowRect(row);
    return rowRect.isValid()
        && view->listView()->viewport()->rect().intersects(rect.translated(rowRect.topLeft()));
}

/// Clicks the centre of `rect` of message `row` (row coordinates) in the viewport.
inline bool click(MessageView *view, int row, const QRect &rect)
{
    if (!onScreen(view, row, rect))
        return false;
    QTest::mouseClick(view->listView()->viewport(), Qt::LeftButton, Qt::NoModifier,
        view->rowRect(row).topLeft() + rect.center());
    return true;
}

/// Clicks the first target of `kind` in chunk `chunk` of message `row`.
inline bool clickTarget(MessageView *view, int row, Kind kind, int chunk = -1)
{
    const std::optional<PaintedMessage::Target> t = target(view, row, kind, chunk);
    return t && click(view, row, t->rect);
}

/// Shows in `view` each of the first three conversations of every fixture of tests/data (that
/// has messages) in turn and calls `check` with the fixture's name and the conversation.
inline void forEachFixture(MessageView &view,
    const std::function<void(const QString &name, const Conversation &conversation)> &check)
{
    const QDir data(QStringLiteral(INSPECTOR_TEST_DATA));
    for (const QString &name : data.entryList(QDir::Files, QDir::Name)) {
        if (name.endsWith(QStringLiteral(".md")))
            continue;
        Document document;
        document.openFile(data.filePath(name));
        document.waitForLoaded();
        for (int c = 0; c < qMin(3, document.conversationCount()); ++c) {
            const std::shared_ptr<const Conversation> conversation = document.conversation(c);
            if (!conversation || conversation->messages.isEmpty())
                continue;
            view.setConversation(c, conversation);
            check(name, *conversation);
        }
    }
}

} // namespace painted_probe
