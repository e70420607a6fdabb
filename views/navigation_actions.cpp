// SPDX-License-Identifier: GPL-2.0-or-later
#include "navigation_actions.h"

#include "answer_turns.h"
#include "citation_navigator.h"
#include "document/document.h"
#include "selection_relay.h"
#include "uncited_navigator.h"

#include <QAction>
#include <QMenu>
#include <QWidget>

NavigationActions::NavigationActions(SelectionRelay *relay, QWidget *window)
    : QObject(window)
    , m_relay(relay)
    , m_window(window)
{
    m_nextMessage = add({QKeySequence(Qt::CTRL | Qt::Key_Down), QKeySequence(Qt::Key_J)},
        &NavigationActions::nextMessage);
    m_previousMessage = add({QKeySequence(Qt::CTRL | Qt::Key_Up), QKeySequence(Qt::Key_K)},
        &NavigationActions::previousMessage);
    m_nextConversation
        = add({QKeySequence(Qt::CTRL | Qt::Key_PageDown)}, &NavigationActions::nextConversation);
    m_previousConversation
        = add({QKeySequence(Qt::CTRL | Qt::Key_PageUp)}, &NavigationActions::previousConversation);
    m_back = add({QKeySequence(Qt::ALT | Qt::Key_Left), QKeySequence(QKeySequence::Back)}, nullptr);
    connect(m_back, &QAction::triggered, m_relay, &SelectionRelay::goBack);
    m_forward = add(
        {QKeySequence(Qt::ALT | Qt::Key_Right), QKeySequence(QKeySequence::Forward)}, nullptr);
    connect(m_forward, &QAction::triggered, m_relay, &SelectionRelay::goForward);
    m_nextCitation = add({QKeySequence(Qt::Key_F8)}, &NavigationActions::nextCitation);
    m_previousCitation
        = add({QKeySequence(Qt::SHIFT | Qt::Key_F8)}, &NavigationActions::previousCitation);
    // Beside F8: the sentences no citation covers.
    m_nextUncited = add({QKeySequence(Qt::Key_F9)}, &NavigationActions::nextUncited);
    m_previousUncited
        = add({QKeySequence(Qt::SHIFT | Qt::Key_F9)}, &NavigationActions::previousUncited);
    m_nextTurn = add(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Down), QKeySequence(Qt::SHIFT | Qt::Key_J)},
        &NavigationActions::nextTurn);
    m_previousTurn = add(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Up), QKeySequence(Qt::SHIFT | Qt::Key_K)},
        &NavigationActions::previousTurn);
    m_back->setEnabled(false);
    m_forward->setEnabled(false);
    connect(m_relay, &SelectionRelay::historyChanged, this, [this](bool back, bool forward) {
        m_back->setEnabled(back);
        m_forward->setEnabled(forward);
    });
}

QAction *NavigationActions::add(QList<QKeySequence> keys, void (NavigationActions::*step)())
{
    // The platform's Back/Forward may be Alt+Left/Right already: one binding each.
    QList<QKeySequence> unique;
    for (const QKeySequence &key : keys) {
        if (!key.isEmpty() && !unique.contains(key))
            unique.append(key);
    }
    auto *action = new QAction(m_window);
    action->setShortcuts(unique);
    action->setShortcutContext(Qt::WindowShortcut);
    if (step)
        connect(action, &QAction::triggered, this, step);
    m_window->addAction(action); // works with the menu bar hidden too
    return action;
}

void NavigationActions::addTo(QMenu *menu) const
{
    menu->addAction(m_back);
    menu->addAction(m_forward);
    menu->addSeparator();
    menu->addAction(m_nextMessage);
    menu->addAction(m_previousMessage);
    menu->addAction(m_nextTurn);
    menu->addAction(m_previousTurn);
    menu->addSeparator();
    menu->addAction(m_nextConversation);
    menu->addAction(m_previousConversation);
    menu->addSeparator();
    menu->addAction(m_nextCitation);
    menu->addAction(m_previousCitation);
    menu->addAction(m_nextUncited);
    menu->addAction(m_previousUncited);
}

void NavigationActions::retranslate()
{
    //: Go menu: return to where you were before a jump
    m_back->setText(tr("&Back"));
    //: Go menu: redo a jump undone with Back
    m_forward->setText(tr("&Forward"));
    //: Go menu
    m_nextMessage->setText(tr("&Next Message"));
    //: Go menu
    m_previousMessage->setText(tr("&Previous Message"));
    //: Go menu
    m_nextConversation->setText(tr("Next &Conversation"));
    //: Go menu
    m_previousConversation->setText(tr("Previous C&onversation"));
    //: Go menu: select the first message of the next turn (query and answer)
    m_nextTurn->setText(tr("Next T&urn"));
    //: Go menu: select the first message of the previous turn
    m_previousTurn->setText(tr("Previous Tu&rn"));
    //: Go menu: select the next cited sentence and show its sources
    m_nextCitation->setText(tr("Next C&itation"));
    //: Go menu: select the previous cited sentence and show its sources
    m_previousCitation->setText(tr("Previous Ci&tation"));
    //: Go menu: select the next sentence of a grounded answer that no citation supports
    m_nextUncited->setText(tr("Next &Uncited Sentence"));
    //: Go menu: select the previous sentence of a grounded answer that no citation supports
    m_previousUncited->setText(tr("Previous Unc&ited Sentence"));
}

void NavigationActions::nextMessage()
{
    const int target = m_relay->neighbourMessage(1); // steps over the rows the filter hides
    if (target >= 0)
        m_relay->selectMessage(target);
}

void NavigationActions::previousMessage()
{
    const int target = m_relay->neighbourMessage(-1);
    if (target >= 0)
        m_relay->selectMessage(target);
}

void NavigationActions::nextConversation()
{
    const Document *document = m_relay->document();
    const int next = m_relay->conversationIndex() + 1;
    if (document && next < document->conversationCount())
        m_relay->selectConversation(next);
}

void NavigationActions::previousConversation()
{
    if (m_relay->document() && m_relay->conversationIndex() > 0)
        m_relay->selectConversation(m_relay->conversationIndex() - 1);
}

void NavigationActions::nextTurn()
{
    stepTurn(1);
}

void NavigationActions::previousTurn()
{
    stepTurn(-1);
}

void NavigationActions::stepTurn(int step)
{
    if (const auto open = m_relay->openConversation()) {
        const int target
            = AnswerTurns::neighbourTurnStart(*open, m_relay->currentRef().message, step);
        if (target >= 0)
            m_relay->selectMessage(target);
    }
}

void NavigationActions::nextCitation()
{
    stepCitation(1);
}

void NavigationActions::previousCitation()
{
    stepCitation(-1);
}

void NavigationActions::stepCitation(int step)
{
    const auto open = m_relay->openConversation();
    if (!open)
        return;
    const CitationRef target = CitationNavigator::step(*open, m_relay->conversationIndex(),
        m_relay->currentCitation(), m_relay->currentRef().message, step);
    if (!target.isValid()) {
        Q_EMIT statusMessage(step > 0
                //: status bar after Go > Next Citation at the last one
                ? tr("No further citation in this conversation")
                //: status bar after Go > Previous Citation at the first one
                : tr("No earlier citation in this conversation"),
            4000);
        return;
    }
    m_relay->showCitation(target);
}

void NavigationActions::nextUncited()
{
    stepUncited(1);
}

void NavigationActions::previousUncited()
{
    stepUncited(-1);
}

void NavigationActions::stepUncited(int step)
{
    const auto open = m_relay->openConversation();
    if (!open)
        return;
    const SentenceRef target = UncitedNavigator::step(*open, m_relay->conversationIndex(),
        m_relay->currentUncited(), m_relay->currentRef().message, step);
    if (!target.isValid()) {
        Q_EMIT statusMessage(step > 0
                //: status bar after Go > Next Uncited Sentence at the last one
                ? tr("No further uncited sentence in this conversation")
                //: status bar after Go > Previous Uncited Sentence at the first one
                : tr("No earlier uncited sentence in this conversation"),
            4000);
        return;
    }
    m_relay->showUncited(target);
}
