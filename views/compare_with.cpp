// SPDX-License-Identifier: GPL-2.0-or-later
#include "compare_with.h"

#include "comparison_window.h"
#include "document/document.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLocale>

using namespace Qt::StringLiterals;

CompareWith::CompareWith(QWidget *parentWidget, std::function<OpenPlace()> left)
    : QObject(parentWidget)
    , m_parentWidget(parentWidget)
    , m_leftSource(std::move(left))
    , m_action(new QAction(this))
{
    m_action->setObjectName(u"compareAction"_s);
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    connect(m_action, &QAction::triggered, this, &CompareWith::chooseAndCompare);
    retranslate();
}

void CompareWith::retranslate()
{
    //: File menu: the open conversation beside another one (of another file or the same)
    m_action->setText(tr("Co&mpare With…"));
}

CompareWith::~CompareWith() = default;

ComparisonWindow *CompareWith::window() const
{
    return m_window;
}

void CompareWith::chooseAndCompare()
{
    const OpenPlace left = m_leftSource();
    if (!left.conversation) {
        //: status bar: File ▸ Compare With… without an open conversation
        Q_EMIT problem(tr("Open a conversation to compare first."));
        return;
    }
    const QString directory = left.path.isEmpty() ? QString() : QFileInfo(left.path).path();
    const QString path = m_chooseFile ? m_chooseFile()
                                      : QFileDialog::getOpenFileName(m_parentWidget,
                                          //: title of the file dialog of File ▸ Compare With…
                                          tr("Compare With"), directory);
    if (!path.isEmpty())
        compareWithFile(path);
}

void CompareWith::compareWithFile(const QString &path, int index)
{
    m_left = m_leftSource();
    if (!m_left.conversation)
        return;
    m_index = index;
    m_document = std::make_unique<Document>();
    connect(m_document.get(), &Document::loaded, this, &CompareWith::loaded);
    connect(m_document.get(), &Document::failed, this, [this] {
        //: status bar: the file chosen in File ▸ Compare With… cannot be read; %1 says why
        Q_EMIT problem(tr("Cannot compare: %1").arg(m_document->failure().text()));
    });
    connect(m_document.get(), &Document::conversationReady, this, &CompareWith::conversationRead);
    m_document->openFile(path);
}

void CompareWith::loaded()
{
    const int count = m_document->conversationCount();
    if (count == 0) {
        //: status bar: the file chosen in File ▸ Compare With… holds no conversation
        Q_EMIT problem(
            tr("Cannot compare: %1 holds no conversation.").arg(m_document->displayName()));
        return;
    }
    if (m_index < 0 && count == 1)
        m_index = 0;
    if (m_index < 0) {
        if (m_chooseConversation) {
            m_index = m_chooseConversation(count);
        } else {
            bool ok = false;
            //: File ▸ Compare With…: which conversation of the chosen file; %1 its name
            const int number = QInputDialog::getInt(m_parentWidget, tr("Compare With"),
                tr("Conversation of %1 (1 to %2):")
                    .arg(m_document->displayName(), QLocale().toString(count)),
                1, 1, count, 1, &ok);
            m_index = ok ? number - 1 : -1;
        }
        if (m_index < 0 || m_index >= count)
            return;
    }
    if (auto right = m_document->conversationIfReady(m_index))
        show(std::move(right), titleOf(m_document->displayName(), m_index));
}

void CompareWith::conversationRead(int index)
{
    if (index == m_index && m_document)
        show(m_document->conversation(index), titleOf(m_document->displayName(), index));
}

void CompareWith::compareTwo(const OpenPlace &left, const OpenPlace &right)
{
    if (!left.conversation || !right.conversation)
        return;
    m_document.reset(); // no other file: a late read of one is dropped
    m_left = left;
    show(right.conversation, titleOf(right.fileName, right.index));
}

void CompareWith::show(std::shared_ptr<const Conversation> right, const QString &rightTitle)
{
    if (!m_window) {
        m_window = new ComparisonWindow(m_parentWidget);
        connect(m_window, &ComparisonWindow::turnActivated, this, &CompareWith::turnActivated);
    }
    m_window->compare(m_left.conversation, m_left.index, titleOf(m_left.fileName, m_left.index),
        std::move(right), rightTitle);
    m_window->show();
    m_window->raise();
}

QString CompareWith::titleOf(const QString &fileName, int index)
{
    //: a conversation's name in the comparison window; %1 the file, %2 its number in the file
    return tr("%1 #%2").arg(fileName, QLocale().toString(index + 1));
}
