// SPDX-License-Identifier: GPL-2.0-or-later
#include "message_widget.h"

#include "items/plain_tool_tip.h"

#include "chunk_cards/chunk_card.h"
#include "chunk_cards/chunk_card_factory.h"
#include "chunk_cards/text_card.h"
#include "event_badges.h"
#include "items/message_list_model.h"
#include "theme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QStyle>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

MessageWidget::MessageWidget(
    std::shared_ptr<const Conversation> conversation, int messageIndex, QWidget *parent)
    : QFrame(parent)
    , m_conversation(std::move(conversation))
    , m_messageIndex(messageIndex)
{
    setObjectName(u"messageWidget"_s);
    setAutoFillBackground(true);
    const Message &message = m_conversation->messages.at(messageIndex);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(Theme::kMessagePadding);
    layout->setSpacing(Theme::kMessageSpacing);

    auto *header = new QHBoxLayout;
    header->setSpacing(Theme::kHeaderSpacing);
    // Every label here shows text from the file, or numbers: plain text, never markup.
    m_role = new QLabel(this);
    m_role->setObjectName(u"roleBadge"_s);
    m_role->setTextFormat(Qt::PlainText);
    m_role->setProperty("role", roleClass(message));
    m_author = new QLabel(this);
    m_author->setObjectName(u"author"_s);
    m_author->setTextFormat(Qt::PlainText);
    m_author->setText(message.author);
    m_author->setVisible(!message.author.isEmpty());
    QFont bold = m_author->font();
    bold.setBold(true);
    m_author->setFont(bold);
    m_time = new QLabel(this);
    m_time->setObjectName(u"time"_s);
    m_time->setTextFormat(Qt::PlainText);
    m_time->setProperty("muted", true);
    m_turn = new QLabel(this);
    m_turn->setTextFormat(Qt::PlainText);
    m_turn->setProperty("muted", true);
    m_problems = new QLabel(this);
    m_problems->setObjectName(u"problems"_s);
    m_problems->setTextFormat(Qt::PlainText);
    m_problems->setProperty("warningText", true);
    header->addWidget(m_role);
    header->addWidget(m_author);
    header->addWidget(m_time);
    header->addStretch(1);
    header->addWidget(m_problems);
    header->addWidget(m_turn);
    layout->addLayout(header);
    layout->addWidget(new EventBadges(message, showsCandidate(*m_conversation, message), this));

    for (int i = 0; i < message.chunks.size(); ++i) {
        ChunkCard *card
            = createChunkCard(message.chunks.at(i), ChunkAddress {messageIndex, i}, this);
        connect(card, &ChunkCard::activated, this, &MessageWidget::chunkActivated);
        connect(card, &ChunkCard::goToRequested, this, &MessageWidget::goToRequested);
        layout->addWidget(card);
        m_cards.append(card);
    }
    if (message.grounding) { // highlight the cited segments of the grounding base texts
        const GroundingIndex grounding(message.grounding);
        for (ChunkCard *card : std::as_const(m_cards)) {
            if (auto *text = qobject_cast<TextCard *>(card)) {
                text->setGrounding(grounding);
                connect(text, &TextCard::citationClicked, this,
                    [this](int segment) { Q_EMIT citationClicked(m_messageIndex, segment); });
            }
        }
    }
    if (message.chunks.isEmpty()) {
        m_empty = new QLabel(this);
        m_empty->setObjectName(u"noChunks"_s);
        m_empty->setProperty("muted", true);
        m_empty->setTextFormat(Qt::PlainText);
        m_empty->setWordWrap(true);
        m_empty->setTextInteractionFlags(Qt::TextSelectableByMouse);
        layout->addWidget(m_empty);
    }
    retranslateUi();
}

void MessageWidget::setSelected(bool selected)
{
    if (m_selected == selected)
        return;
    m_selected = selected;
    style()->unpolish(this);
    style()->polish(this);
    update();
}

void MessageWidget::setSelectedChunk(int chunk)
{
    for (int i = 0; i < m_cards.size(); ++i)
        m_cards.at(i)->setSelected(i == chunk);
}

ChunkCard *MessageWidget::card(int chunk) const
{
    return chunk >= 0 && chunk < m_cards.size() ? m_cards.at(chunk) : nullptr;
}

void MessageWidget::setSelectedSegments(const QVector<int> &segments)
{
    for (ChunkCard *card : std::as_const(m_cards)) {
        if (auto *text = qobject_cast<TextCard *>(card))
            text->setSelectedSegments(segments);
    }
}

ChunkCard *MessageWidget::cardOfSegment(int segment) const
{
    for (ChunkCard *card : m_cards) {
        auto *text = qobject_cast<TextCard *>(card);
        if (text && text->citedSegments().contains(segment))
            return card;
    }
    return nullptr;
}

bool MessageWidget::event(QEvent *event)
{
    const bool result = QFrame::event(event);
    if (event->type() == QEvent::LayoutRequest)
        Q_EMIT heightMayHaveChanged(m_messageIndex);
    return result;
}

void MessageWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::LocaleChange)
        retranslateUi();
    QFrame::changeEvent(event);
}

void MessageWidget::mousePressEvent(QMouseEvent *event)
{
    Q_EMIT activated(m_messageIndex);
    QFrame::mousePressEvent(event);
}

void MessageWidget::retranslateUi()
{
    const Message &message = m_conversation->messages.at(m_messageIndex);
    m_role->setText(MessageListModel::displayRole(MessageListModel::shownRole(message)));
    m_role->setToolTip(plainToolTip(message.role));
    m_time->setText(timeText(message));
    m_time->setToolTip(message.time.valid ? message.time.toRfc3339() : QString());
    m_turn->setText(turnText(message));
    m_turn->setVisible(message.turn >= 0);
    if (m_empty)
        m_empty->setText(emptyText(message));
    const int problems = int(message.diagnostics.size());
    m_problems->setVisible(problems > 0);
    if (problems > 0) {
        m_problems->setText(problemsText(message));
        QStringList texts;
        for (const Diagnostic &d : message.diagnostics)
            texts.append(d.text());
        m_problems->setToolTip(plainToolTip(texts.join(u'\n')));
    }
}

QString MessageWidget::timeText(const Message &message)
{
    const QDateTime time = message.time.toLocalDateTime();
    return time.isValid() ? QLocale().toString(time, QLocale::ShortFormat) : QString();
}

QString MessageWidget::turnText(const Message &message)
{
    if (message.turn < 0)
        return QString();
    //: %1 the turn number of a message
    return tr("Turn %1").arg(message.turn + 1);
}

QString MessageWidget::problemsText(const Message &message)
{
    const int problems = int(message.diagnostics.size());
    //: badge on a message with diagnostics
    return problems > 0 ? tr("⚠ %n problem(s)", nullptr, problems) : QString();
}

QString MessageWidget::emptyText(const Message &message)
{
    QString placeholder; // a Discovery Engine turn whose answer the file does not include
    for (const auto &property : message.properties) {
        if (property.first == u"placeholder"_s)
            placeholder = property.second;
    }
    return placeholder.isEmpty()
        //: shown for a message that has no content chunks
        ? tr("(no content)")
        //: a session turn whose answer is only named; %1 the answer's resource name
        : tr("The answer is not included in this file: %1").arg(placeholder);
}

bool MessageWidget::showsCandidate(const Conversation &conversation, const Message &message)
{
    if (message.candidate < 0)
        return false;
    for (const Message &other : conversation.messages) {
        if (other.candidate > 0)
            return true;
    }
    return false;
}

QString MessageWidget::roleClass(const Message &message)
{
    const QString r = MessageListModel::shownRole(message).toLower();
    if (r == u"user"_s)
        return u"user"_s;
    if (r == u"agent"_s || r == u"model"_s || r == u"assistant"_s)
        return u"agent"_s;
    return u"other"_s;
}
