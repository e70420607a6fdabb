// SPDX-License-Identifier: GPL-2.0-or-later
#include "message_view.h"

#include "chunk_cards/chunk_card.h"
#include "chunk_cards/text_card.h"
#include "items/grounding_index.h"
#include "items/message_filter_proxy_model.h"
#include "items/message_list_model.h"
#include "message_delegate.h"
#include "message_height_cache.h"
#include "message_list_view.h"
#include "message_widget.h"
#include "painted_message_builder.h"
#include "theme.h"

#include <QElapsedTimer>
#include <QEvent>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

constexpr int kKeepAround = 12; ///< rows kept materialized beyond the visible ones
constexpr int kMaxWidgets = 48;
constexpr int kSliceMs = 10; ///< widget creation per event-loop pass (the GUI stays responsive)

// A calm palette: white message cards on a light grey canvas, muted text, role colours (the
// theme's).
QString viewStyleSheet(const Theme &t)
{
    const auto c = [](const QColor &color) { return Theme::css(color); };
    const auto px = [](int pixels) { return u"%1px"_s.arg(pixels); };
    const auto pad = [](const QMargins &m) {
        return u"%1px %2px %3px %4px"_s.arg(m.top()).arg(m.right()).arg(m.bottom()).arg(m.left());
    };
    const QString colours = uR"(
#messageList { background: %1; }
MessageWidget { background: %2; border: 1px solid %3; }
MessageWidget[selected="true"] { border: 2px solid %4; }
QLabel#roleBadge { color: %5; font-weight: 600; }
QLabel#roleBadge[role="user"] { background: %6; }
QLabel#roleBadge[role="agent"] { background: %7; }
QLabel#roleBadge[role="other"] { background: %8; }
ChunkCard { background: %9; border: 1px solid %10; }
ChunkCard[kind="toolCall"], ChunkCard[kind="toolResponse"] { background: %11; }
ChunkCard[kind="agentTransfer"] { background: %12; }
ChunkCard[error="true"] { background: %13; border: 1px solid %14; }
ChunkCard[selected="true"] { border: 2px solid %15; background: %16; }
QLabel#cardTitle { color: %17; }
QTreeView#jsonTree { background: transparent; }
*[muted="true"] { color: %17; }
*[errorText="true"] { color: %18; }
*[warningText="true"] { color: %19; }
QLabel[placeholder="true"] { color: %17; border: 1px dashed %20; }
QToolButton#goToPaired { color: %21; border: none; text-decoration: underline; }
)"_s.arg(c(t.canvas), c(t.messageFill), c(t.messageBorder), c(t.selectedMessageBorder),
        c(t.roleText), c(t.roleUser), c(t.roleAgent), c(t.roleOther), c(t.cardFill),
        c(t.cardBorder), c(t.toolCardFill), c(t.transferCardFill), c(t.errorCardFill),
        c(t.errorCardBorder), c(t.selectedCardBorder), c(t.selectedCardFill), c(t.muted),
        c(t.error), c(t.warning), c(t.placeholderBorder), c(t.link));
    const QString sizes = uR"(
MessageWidget { border-radius: %1; }
QLabel#roleBadge { border-radius: %2; padding: %3; }
ChunkCard { border-radius: %4; }
QLabel[placeholder="true"] { padding: %5; }
)"_s.arg(px(Theme::kMessageRadius), px(Theme::kRoleBadgeRadius), pad(Theme::kRoleBadgePadding),
        px(Theme::kCardRadius), px(Theme::kPlaceholderPadding));
    return colours + sizes;
}

} // namespace

MessageView::MessageView(QWidget *parent)
    : QWidget(parent)
    , m_list(new MessageListView(this))
    , m_model(new MessageListModel(this))
{
    setObjectName(u"messageView"_s);
    m_heights = std::make_unique<MessageHeightCache>(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list);
    m_delegate = new MessageDelegate([this](int viewRow) { return rowHeight(viewRow); },
        [this](QPainter *painter, const QRect &rect, int viewRow) {
            return paintRow(painter, rect, viewRow);
        },
        this);
    m_list->setItemDelegate(m_delegate);
    m_list->setHeightProvider([this](int viewRow) { return rowHeight(viewRow); });
    initFilter(); // message_view_filter.cpp: the list shows the filter proxy
    setStyleSheet(viewStyleSheet(Theme::of(this)));
    initPainting(); // message_view_paint.cpp

    connect(m_list, &MessageListView::viewportChanged, this, &MessageView::scheduleMaterialize);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &current) {
            if (current.isValid() && rowOf(current) != m_currentRow)
                setCurrent(rowOf(current), -1, true);
        });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_widgets.clear();
        forgetPainted();
        // Another conversation: its rows are painted at once, their widgets come once the
        // user stops stepping through conversations (as after scrolling).
        m_settle->start();
        m_heights->reset(m_model->rowCount());
        m_currentRow = -1;
        m_currentChunk = -1;
        m_citation = CitationRef {};
        m_citationSegments.clear();
        scheduleMaterialize();
    });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this] {
        m_heights->resize(m_model->rowCount());
        scheduleMaterialize();
    });
    initFind(); // message_view_find.cpp
}

MessageView::~MessageView() = default;

void MessageView::setConversation(
    int conversationIndex, std::shared_ptr<const Conversation> conversation)
{
    const bool sameConversation = conversationIndex == m_conversationIndex;
    m_conversationIndex = conversationIndex;
    if (conversation != m_conversation)
        forgetPainted(); // read again or grown: any message may have changed
    m_conversation = conversation;
    if (!sameConversation)
        m_model->setConversation(nullptr); // a different conversation never "grows" the old one
    m_model->setConversation(std::move(conversation));
    restartFind(sameConversation); // the same one read again or grown: keep Find's jump
}

int MessageView::itemWidth() const
{
    return qMax(100, m_list->viewport()->width() - 2 * m_list->spacing());
}

int MessageView::rowHeight(int viewRow) const
{
    const int row = m_proxy->toSourceRow(viewRow);
    return m_heights->height(row, m_model->message(row), itemWidth());
}

void MessageView::scheduleMaterialize()
{
    if (m_materializePending || m_materializing)
        return;
    m_materializePending = true;
    QTimer::singleShot(0, this, &MessageView::materializeVisible);
}

MessageWidget *MessageView::messageWidget(int row) const
{
    return m_widgets.value(row).data();
}

int MessageView::widgetCount() const
{
    int n = 0;
    for (const auto &w : m_widgets)
        n += w ? 1 : 0;
    return n;
}

MessageWidget *MessageView::materialize(int row)
{
    if (MessageWidget *existing = m_widgets.value(row))
        return existing;
    const QModelIndex index = viewIndex(row);
    if (!index.isValid())
        return nullptr; // hidden by the filter
    // Created inside the viewport: setIndexWidget then has nothing to reparent (and restyle).
    auto *w = new MessageWidget(m_conversation, row, m_list->viewport());
    w->setSelected(row == m_currentRow);
    if (row == m_currentRow)
        w->setSelectedChunk(m_currentChunk);
    if (row == m_citation.message)
        w->setSelectedSegments(m_citationSegments);
    applyFind(w);
    connect(w, &MessageWidget::citationClicked, this, [this](int message, int segment) {
        if (message != m_currentRow)
            setCurrent(message, -1, true);
        m_citation = CitationRef {m_conversationIndex, message, segment, -1};
        m_citationSegments = {segment};
        if (MessageWidget *shown = m_widgets.value(message))
            shown->setSelectedSegments(m_citationSegments);
        Q_EMIT citationSelected(m_citation);
    });
    connect(
        w, &MessageWidget::activated, this, [this](int message) { setCurrent(message, -1, true); });
    connect(w, &MessageWidget::chunkActivated, this,
        [this](ChunkAddress a) { setCurrent(a.message, a.chunk, true); });
    connect(w, &MessageWidget::goToRequested, this, [this](ChunkAddress target) {
        Q_EMIT jumping(currentRef());
        selectChunk(target);
    });
    connect(w, &MessageWidget::heightMayHaveChanged, this, &MessageView::onHeightMayHaveChanged);
    // Its real width before it is shown and laid out: the texts are laid out once, at that width.
    w->setGeometry(m_list->visualRect(index));
    m_list->setIndexWidget(index, w);
    m_widgets.insert(row, w);
    return w;
}

bool MessageView::measure(int row)
{
    MessageWidget *w = m_widgets.value(row);
    if (!w)
        return false;
    const int width = itemWidth();
    if (!m_heights->store(
            row, w->hasHeightForWidth() ? w->heightForWidth(width) : w->sizeHint().height()))
        return false;
    // Only this row and the positions below it change (O(log n), no layout of every row).
    const QModelIndex index = viewIndex(row);
    return index.isValid() && m_list->updateRowHeight(index.row());
}

void MessageView::onHeightMayHaveChanged(int row)
{
    if (m_materializing)
        return;
    if (measure(row))
        scheduleMaterialize();
}

void MessageView::materializeVisible()
{
    m_materializePending = false;
    if (!m_conversation || m_proxy->rowCount() == 0)
        return;
    m_materializing = true;
    if (m_heights->size() != m_model->rowCount())
        m_heights->resize(m_model->rowCount());
    if (m_heights->setWidth(itemWidth())) {
        m_list->invalidateLayout(); // every height is an estimate again
        forgetPainted();
    }
    m_list->flushLayout();

    const QRect viewport = m_list->viewport()->rect();
    QModelIndex first;
    for (int y = 0; y < viewport.height() && !first.isValid(); y += 3)
        first = m_list->indexAt(QPoint(viewport.width() / 2, y));
    if (!first.isValid())
        first = m_proxy->index(0, 0);
    const int firstRow = qMax(0, first.row() - 1); // rows of the list (shown messages)
    int lastRow = firstRow;
    const int rows = m_proxy->rowCount();
    // The rows on screen first; half a screen below them in a later pass (materializeAhead), so
    // what the user sees never waits for rows they do not see yet.
    const int bottom = viewport.bottom() + (m_materializingAhead ? viewport.height() / 2 : 0);
    bool changed = false;
    // While the user scrolls, rows are painted; else they get widgets, in slices of
    // kSliceMs (painted until their turn), the selected row first.
    const bool scrolling = isScrolling();
    bool deferred = false;
    QElapsedTimer slice;
    slice.start();
    // Measuring a row moves the rows below it at once, so this one pass sees every row that
    // ends up on screen.
    for (int row = firstRow; row < rows; ++row) {
        const QModelIndex index = m_proxy->index(row, 0);
        if (row > firstRow + 1 && m_list->visualRect(index).top() > bottom)
            break;
        const int source = rowOf(index);
        if (!m_widgets.value(source)
            && (scrolling
                || ((m_jumping || slice.elapsed() >= kSliceMs) && source != m_currentRow))) {
            changed = layOutPainted(source) || changed;
            deferred = deferred || !scrolling;
        } else {
            materialize(source);
            changed = measure(source) || changed;
        }
        lastRow = row;
    }
    if (!scrolling) // freeing widgets would cost a scrolling frame: they go once it pauses
        evictFarWidgets(m_proxy->toSourceRow(firstRow), m_proxy->toSourceRow(lastRow));
    m_materializing = false;
    if (changed && m_anchorPasses == 0) {
        // A row above the viewport that changed moved the view: look again at what is visible.
        const QModelIndex nowFirst = m_list->indexAt(QPoint(viewport.width() / 2, 0));
        if (nowFirst.isValid() && nowFirst.row() - 1 < firstRow)
            scheduleMaterialize();
    } else if (m_anchorPasses > 0) {
        // Put the card we jumped to where the user can see it, until the heights settle.
        --m_anchorPasses;
        if (scrollCardIntoView() || changed)
            scheduleMaterialize();
        else
            m_anchorPasses = 0;
    }
    if (deferred)
        scheduleMaterialize(); // the next slice of widgets
    else if (!scrolling) {
        m_builder->ensureMeasured(); // ready for the first scroll
        warmUpFonts();
    } else if (!scrolling && !m_materializingAhead && !m_aheadPending) {
        m_aheadPending = true;
        QTimer::singleShot(0, this, &MessageView::materializeAhead);
    }
}

void MessageView::materializeAhead()
{
    m_aheadPending = false;
    m_materializingAhead = true;
    materializeVisible();
    m_materializingAhead = false;
}

void MessageView::evictFarWidgets(int first, int last)
{
    if (m_widgets.size() <= kMaxWidgets)
        return;
    const QList<int> rows = m_widgets.keys();
    for (int row : rows) {
        if (row >= first - kKeepAround && row <= last + kKeepAround)
            continue;
        if (const QModelIndex index = viewIndex(row); index.isValid())
            m_list->setIndexWidget(index, nullptr); // deletes it later
        // (the list itself releases the widget of a row the filter hides)
        m_widgets.remove(row);
    }
}

void MessageView::setCurrent(int row, int chunk, bool emitSignal)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    const int oldRow = m_currentRow;
    m_currentRow = row;
    m_currentChunk = chunk;
    if (m_citation.message >= 0 && m_citation.message != row) {
        if (MessageWidget *cited = m_widgets.value(m_citation.message))
            cited->setSelectedSegments({});
        m_citation = CitationRef {};
        m_citationSegments.clear();
    }
    if (MessageWidget *old = m_widgets.value(oldRow); old && oldRow != row) {
        old->setSelected(false);
        old->setSelectedChunk(-1);
    }
    if (MessageWidget *w = m_widgets.value(row)) {
        w->setSelected(true);
        w->setSelectedChunk(chunk);
    }
    const QModelIndex index = viewIndex(row);
    if (index.isValid() && m_list->currentIndex() != index)
        m_list->setCurrentIndex(index);
    if (!emitSignal)
        return;
    const ChunkRef ref {m_conversationIndex, row, chunk};
    if (chunk >= 0)
        Q_EMIT chunkSelected(ref);
    else
        Q_EMIT messageSelected(ref);
}

void MessageView::selectMessage(int row)
{
    if (row < 0 || row >= m_model->rowCount()
        || !revealOrNotify(row, [this, row] { selectMessage(row); }))
        return;
    setCurrent(row, -1, true);
    scrollToCurrentChunk();
}

void MessageView::selectChunk(ChunkAddress address)
{
    if (address.message < 0 || address.message >= m_model->rowCount()
        || !revealOrNotify(address.message, [this, address] { selectChunk(address); }))
        return;
    setCurrent(address.message, address.chunk, true);
    scrollToCurrentChunk();
}

void MessageView::scrollToCurrentChunk()
{
    const QModelIndex index = viewIndex(m_currentRow);
    if (!index.isValid())
        return;
    m_list->flushLayout();
    m_settle->stop(); // a jump: the rows it shows get their widgets now
    m_ownScroll = true;
    m_list->scrollTo(index, QAbstractItemView::EnsureVisible);
    m_ownScroll = false;
    // Materializing rows changes their heights and so the target's position: keep correcting
    // after each pass until the heights settle (bounded).
    m_anchorPasses = 8;
    // Only the target gets its widget now (the rows around it are painted exactly as tall as
    // their widgets, so it stays where it is); they get theirs in the next passes.
    m_jumping = true;
    materializeVisible();
    m_jumping = false;
    scrollCardIntoView();
    scheduleMaterialize();
}

bool MessageView::scrollCardIntoView()
{
    if (m_currentRow < 0)
        return false;
    const QModelIndex index = viewIndex(m_currentRow);
    m_list->flushLayout();
    MessageWidget *w = index.isValid() ? materialize(m_currentRow) : nullptr;
    if (!w)
        return false;
    const QRect rowRect = m_list->visualRect(index);
    if (w->geometry() != rowRect)
        w->setGeometry(rowRect);
    if (w->layout())
        w->layout()->activate();
    QWidget *target = w->card(m_currentChunk);
    int inner = 0; // where the shown citation starts inside its card
    if (m_citation.message == m_currentRow && !m_citationSegments.isEmpty()) {
        ChunkCard *cited = w->cardOfSegment(m_citationSegments.first());
        if (cited && (!target || target == cited)) {
            target = cited;
            if (auto *text = qobject_cast<TextCard *>(cited))
                inner = qMax(0, text->segmentTop(m_citationSegments.first()));
        }
    }
    int span = 0; // the height to bring into view when only a part of the target matters
    QRect found; // the current find match
    if (ChunkCard *card = findTarget(w, &found); card && (!target || target == card)) {
        target = card;
        inner = found.top();
        span = found.height();
    }
    if (!target)
        target = w;
    const int top = rowRect.top() + (target == w ? 0 : target->mapTo(w, QPoint(0, 0)).y()) + inner;
    const int height
        = qMin(span > 0 ? span : target->height() - inner, m_list->viewport()->height());
    const int viewHeight = m_list->viewport()->height();
    if (top >= 0 && top + height <= viewHeight)
        return false;
    QScrollBar *bar = m_list->verticalScrollBar();
    const int before = bar->value();
    m_ownScroll = true;
    bar->setValue(before + top - qMax(8, (viewHeight - height) / 3));
    m_ownScroll = false;
    return bar->value() != before;
}

void MessageView::showCitation(const CitationRef &ref)
{
    const Message *message = m_model->message(ref.message);
    if (ref.conversation != m_conversationIndex || !message || !message->grounding) {
        if (MessageWidget *cited = m_widgets.value(m_citation.message))
            cited->setSelectedSegments({});
        m_citation = CitationRef {};
        m_citationSegments.clear();
        return;
    }
    if (!revealOrNotify(ref.message, [this, ref] { showCitation(ref); }))
        return;
    if (ref.message != m_currentRow)
        setCurrent(ref.message, -1, true);
    const GroundingIndex index(message->grounding);
    QVector<int> segments;
    if (ref.segment >= 0 && ref.segment < message->grounding->citations.size())
        segments = {ref.segment};
    else if (ref.reference >= 0)
        segments = index.segmentsOf(ref.reference);
    m_citation = ref;
    m_citationSegments = segments;
    if (MessageWidget *w = m_widgets.value(ref.message))
        w->setSelectedSegments(segments);
    scrollToCurrentChunk();
}

ChunkRef MessageView::currentRef() const
{
    if (m_currentRow < 0)
        return ChunkRef {};
    return ChunkRef {m_conversationIndex, m_currentRow, m_currentChunk};
}

void MessageView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_model->retranslate();
        // Translated labels change widths and so heights: measure again.
        m_heights->invalidate();
        forgetPainted();
        m_builder->invalidate();
        retranslateFilter();
        scheduleMaterialize();
    } else if (m_builder
        && (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)) {
        forgetPainted();
        m_builder->invalidate();
        m_heights->invalidate();
        scheduleMaterialize();
    }
    QWidget::changeEvent(event);
}
