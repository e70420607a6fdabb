// SPDX-License-Identifier: GPL-2.0-or-later
#include "comparison_window.h"

#include "comparison_delegate.h"
#include "document/async_owner.h"
#include "items/comparison_model.h"
#include "transcript/conversation.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSortFilterProxyModel>
#include <QThreadPool>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ComparisonWindow::ComparisonWindow(QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_model(new ComparisonModel(this))
    , m_filter(new QSortFilterProxyModel(this))
    , m_delegate(new ComparisonDelegate(this))
    , m_view(new QTreeView(this))
    , m_summary(new QLabel(this))
    , m_onlyDifferences(new QCheckBox(this))
    , m_ignoreSpace(new QCheckBox(this))
    , m_ignoreCase(new QCheckBox(this))
    , m_ignoreWidth(new QCheckBox(this))
    , m_async(std::make_shared<AsyncOwner<ComparisonWindow>>(this))
{
    setObjectName(u"comparisonWindow"_s);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_filter->setSourceModel(m_model);
    m_filter->setFilterRole(ComparisonModel::DiffersRole);
    m_view->setModel(m_filter);
    m_view->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_view->header()->setSectionsMovable(false);
    m_delegate->attach(m_view);
    connect(m_view, &QTreeView::activated, this, &ComparisonWindow::activate);

    auto *toggles = new QHBoxLayout;
    for (QCheckBox *box : {m_onlyDifferences, m_ignoreSpace, m_ignoreCase, m_ignoreWidth})
        toggles->addWidget(box);
    toggles->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addLayout(toggles);
    layout->addWidget(m_view, 1);
    connect(m_onlyDifferences, &QCheckBox::toggled, this,
        [this](bool on) { m_filter->setFilterFixedString(on ? u"true"_s : QString()); });
    for (QCheckBox *box : {m_ignoreSpace, m_ignoreCase, m_ignoreWidth})
        connect(box, &QCheckBox::toggled, this, &ComparisonWindow::recompute);
    retranslate();
    resize(1100, 800);
}

ComparisonWindow::~ComparisonWindow()
{
    m_async->clear();
}

void ComparisonWindow::compare(std::shared_ptr<const Conversation> left, int leftIndex,
    const QString &leftTitle, std::shared_ptr<const Conversation> right, const QString &rightTitle)
{
    m_left = std::move(left);
    m_right = std::move(right);
    m_leftIndex = leftIndex;
    m_titles[0] = leftTitle;
    m_titles[1] = rightTitle;
    //: title of the comparison window; %1 and %2 name the two conversations
    setWindowTitle(tr("%1 ↔ %2").arg(leftTitle, rightTitle));
    recompute();
}

TextDiffOptions ComparisonWindow::options() const
{
    TextDiffOptions o;
    o.ignoreSpace = m_ignoreSpace->isChecked();
    o.ignoreCase = m_ignoreCase->isChecked();
    o.ignoreWidth = m_ignoreWidth->isChecked();
    return o;
}

void ComparisonWindow::recompute()
{
    if (!m_left || !m_right)
        return;
    const int generation = ++m_generation;
    m_computing = true;
    retranslate();
    QThreadPool::globalInstance()->start([async = m_async, left = m_left, right = m_right,
                                             options = options(), generation] {
        async->post([comparison = compareConversations(*left, *right, options), generation](
                        ComparisonWindow *window) {
            if (generation != window->m_generation)
                return; // a toggle changed meanwhile: its own computation follows
            window->m_computing = false;
            window->m_model->setComparison(comparison, window->m_titles[0], window->m_titles[1]);
            window->retranslate();
            Q_EMIT window->compared();
        });
    });
}

QString ComparisonWindow::summaryText() const
{
    return m_summary->text();
}

void ComparisonWindow::activate(const QModelIndex &index)
{
    const QModelIndex source = m_filter->mapToSource(index);
    const int message = source.siblingAtColumn(0).data(ComparisonModel::FirstMessageRole).toInt();
    if (m_leftIndex >= 0 && message >= 0)
        Q_EMIT turnActivated(ChunkRef {m_leftIndex, message, -1});
}

void ComparisonWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QWidget::changeEvent(event);
}

void ComparisonWindow::retranslate()
{
    //: comparison window option: hide the turns that are the same on both sides
    m_onlyDifferences->setText(tr("Only differences"));
    m_onlyDifferences->setToolTip(tr("Hide the turns that are the same on both sides"));
    //: comparison window option: any run of spaces and line breaks counts as one space
    m_ignoreSpace->setText(tr("Ignore white space"));
    m_ignoreSpace->setToolTip(tr("Count any run of spaces and line breaks as one space"));
    //: comparison window option
    m_ignoreCase->setText(tr("Ignore case"));
    m_ignoreCase->setToolTip(tr("Count capital and small letters as equal"));
    //: comparison window option: full-width and half-width forms (Ａ and A, ｶ and カ) count as
    //: equal
    m_ignoreWidth->setText(tr("Ignore full-width and half-width"));
    m_ignoreWidth->setToolTip(
        tr("Count full-width and half-width forms (Ａ and A, ｶ and カ) as equal"));
    //: accessible name of the comparison window's turns side by side
    m_view->setAccessibleName(tr("Comparison"));
    //: accessible description of the comparison window's turns side by side
    m_view->setAccessibleDescription(
        tr("The turns of the two conversations side by side; Enter shows the turn in the main "
           "window"));
    if (m_computing) {
        //: comparison window status while the comparison is computed
        m_summary->setText(tr("Comparing…"));
        return;
    }
    const ConversationComparison &c = m_model->comparison();
    const QLocale locale;
    //: comparison window summary; %1 and %2 name the conversations; %n the turns that differ;
    //: %3 all the aligned turns
    m_summary->setText(tr("%1 ↔ %2: %n of %3 turn(s) differ.", nullptr, c.differences())
                           .arg(m_titles[0], m_titles[1], locale.toString(c.rows.size())));
}
