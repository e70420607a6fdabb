// SPDX-License-Identifier: GPL-2.0-or-later
#include "edit_actions.h"

#include "export/json_writer.h"
#include "export/markdown_writer.h"
#include "message_view.h"
#include "preferences_dialog.h"
#include "selection_relay.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QTextDocumentFragment>
#include <QTextEdit>

using namespace Qt::StringLiterals;

namespace {

/// The selected cells of `view` as text: rows on lines, columns separated by tabs (what a
/// spreadsheet pastes); the current cell when nothing is selected.
QString itemViewText(const QAbstractItemView *view)
{
    QModelIndexList cells
        = view->selectionModel() ? view->selectionModel()->selectedIndexes() : QModelIndexList();
    if (cells.isEmpty() && view->currentIndex().isValid())
        cells.append(view->currentIndex());
    std::sort(cells.begin(), cells.end(), [](const QModelIndex &a, const QModelIndex &b) {
        return a.parent() == b.parent()
            ? std::pair(a.row(), a.column()) < std::pair(b.row(), b.column())
            : a.internalId() < b.internalId();
    });
    QString text;
    QModelIndex previous;
    for (const QModelIndex &cell : std::as_const(cells)) {
        if (previous.isValid())
            text += previous.row() == cell.row() && previous.parent() == cell.parent() ? u'\t'
                                                                                       : u'\n';
        text += cell.data(Qt::DisplayRole).toString();
        previous = cell;
    }
    return text;
}

} // namespace

EditActions::EditActions(MessageView *messages, SelectionRelay *selection, QWidget *window)
    : QObject(window)
    , m_messages(messages)
    , m_selection(selection)
    , m_copy(new QAction(this))
    , m_copyMarkdown(new QAction(this))
    , m_copyJson(new QAction(this))
    , m_selectAll(new QAction(this))
    , m_preferences(new QAction(this))
{
    m_copy->setObjectName(u"copyAction"_s);
    m_copy->setShortcut(QKeySequence::Copy);
    m_copyMarkdown->setObjectName(u"copyMarkdownAction"_s);
    m_copyMarkdown->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copyJson->setObjectName(u"copyJsonAction"_s);
    m_copyJson->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C));
    m_selectAll->setObjectName(u"selectAllAction"_s);
    m_selectAll->setShortcut(QKeySequence::SelectAll);
    // Text fields and the messages take these keys themselves when they have the focus
    // (ShortcutOverride); the actions serve the menu and the other widgets.
    connect(m_copy, &QAction::triggered, this, [this] {
        if (auto *line = qobject_cast<QLineEdit *>(QApplication::focusWidget()))
            return line->copy();
        if (auto *edit = qobject_cast<QTextEdit *>(QApplication::focusWidget()))
            return edit->copy();
        if (auto *plain = qobject_cast<QPlainTextEdit *>(QApplication::focusWidget()))
            return plain->copy();
        toClipboard(copyText());
    });
    connect(m_copyMarkdown, &QAction::triggered, this, [this] { toClipboard(markdownText()); });
    connect(m_copyJson, &QAction::triggered, this, [this] { toClipboard(jsonText()); });
    connect(m_selectAll, &QAction::triggered, this, &EditActions::selectAll);
    m_preferences->setObjectName(u"preferencesAction"_s);
    m_preferences->setMenuRole(QAction::PreferencesRole);
    m_preferences->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Comma));
    connect(m_preferences, &QAction::triggered, this, [this, window] {
        auto *dialog = new PreferencesDialog(window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &PreferencesDialog::applied, this, &EditActions::preferencesApplied);
        dialog->open();
    });
    window->addActions({m_copy, m_copyMarkdown, m_copyJson, m_selectAll, m_preferences});
}

void EditActions::addTo(QMenu *menu) const
{
    menu->addActions({m_copy, m_copyMarkdown, m_copyJson});
    menu->addSeparator();
    menu->addAction(m_selectAll);
}

bool EditActions::messagesFocused() const
{
    const QWidget *focus = QApplication::focusWidget();
    return !focus || focus == m_messages || m_messages->isAncestorOf(focus);
}

QString EditActions::copyText() const
{
    QWidget *focus = QApplication::focusWidget();
    if (!messagesFocused()) {
        if (auto *line = qobject_cast<QLineEdit *>(focus))
            return line->selectedText();
        if (auto *edit = qobject_cast<QTextEdit *>(focus))
            return edit->textCursor().selection().toPlainText();
        if (auto *plain = qobject_cast<QPlainTextEdit *>(focus))
            return plain->textCursor().selection().toPlainText();
        if (auto *label = qobject_cast<QLabel *>(focus))
            return label->selectedText();
        if (auto *view = qobject_cast<QAbstractItemView *>(focus))
            return itemViewText(view);
    }
    if (m_selection->selectedMessages().size() > 1)
        return markdownText(); // several messages: all of them
    const QString selected = m_messages->copyText(MessageView::CopyAs::Plain);
    return selected.isEmpty() ? markdownText() : selected;
}

QString EditActions::markdownText() const
{
    const QVector<const Message *> messages = selectedMessages();
    if (messages.size() <= 1) {
        const QString selected = m_messages->copyText(MessageView::CopyAs::Markdown);
        if (!selected.isEmpty())
            return selected;
    }
    QStringList texts;
    for (const Message *message : messages)
        texts.append(MarkdownWriter::message(*message));
    return texts.join(u"\n"_s);
}

QString EditActions::jsonText() const
{
    const QVector<const Message *> messages = selectedMessages();
    if (messages.size() == 1)
        return QString::fromUtf8(JsonWriter::message(*messages.first()));
    QByteArrayList objects; // several: a JSON array of them
    for (const Message *message : messages)
        objects.append(JsonWriter::message(*message).trimmed());
    return messages.isEmpty() ? QString()
                              : QString::fromUtf8("[\n" + objects.join(",\n") + "\n]\n");
}

QVector<const Message *> EditActions::selectedMessages() const
{
    QVector<const Message *> messages;
    const auto open = m_selection->openConversation();
    if (!open)
        return messages;
    for (const int row : m_selection->selectedMessages()) {
        if (row >= 0 && row < open->messages.size())
            messages.append(&open->messages.at(row));
    }
    return messages;
}

void EditActions::selectAll()
{
    QWidget *focus = QApplication::focusWidget();
    if (messagesFocused())
        return m_messages->selectCardText();
    if (auto *line = qobject_cast<QLineEdit *>(focus))
        return line->selectAll();
    if (auto *edit = qobject_cast<QTextEdit *>(focus))
        return edit->selectAll();
    if (auto *plain = qobject_cast<QPlainTextEdit *>(focus))
        return plain->selectAll();
    if (auto *view = qobject_cast<QAbstractItemView *>(focus))
        return view->selectAll();
}

void EditActions::toClipboard(const QString &text)
{
    if (!text.isEmpty())
        QGuiApplication::clipboard()->setText(text);
}

void EditActions::retranslate()
{
    //: Edit menu: the selected text, else the selected card or message
    m_copy->setText(tr("&Copy"));
    //: Edit menu
    m_copyMarkdown->setText(tr("Copy as &Markdown"));
    //: Edit menu: the selected message as the JSON export writes it
    m_copyJson->setText(tr("Copy as &JSON"));
    //: Edit menu
    m_selectAll->setText(tr("Select &All"));
    //: Edit menu: the language, theme, message font and other settings
    m_preferences->setText(tr("Pr&eferences…"));
}
