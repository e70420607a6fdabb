// SPDX-License-Identifier: GPL-2.0-or-later
#include "conversation_list_pane.h"

#include "items/conversation_list_model.h"

#include <QComboBox>
#include <QEvent>
#include <QHeaderView>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

ConversationListPane::ConversationListPane(QWidget *parent)
    : QWidget(parent)
    , m_files(new QComboBox(this))
    , m_filter(new QLineEdit(this))
    , m_view(new QTreeView(this))
    , m_model(new ConversationListModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
{
    setObjectName(u"conversationListPane"_s);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    m_files->setObjectName(u"fileChooser"_s);
    m_files->hide();
    m_filter->setObjectName(u"conversationFilter"_s);
    m_filter->setClearButtonEnabled(true);
    layout->addWidget(m_files);
    layout->addWidget(m_filter);
    layout->addWidget(m_view, 1);

    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ConversationListModel::SortRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);
    m_view->setObjectName(u"conversationList"_s);
    m_view->setModel(m_proxy);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(-1, Qt::AscendingOrder); // document order until the user sorts
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setTextElideMode(Qt::ElideMiddle); // ids differ at their ends
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(
        ConversationListModel::TitleColumn, QHeaderView::Stretch);

    connect(
        m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_files, &QComboBox::activated, this, &ConversationListPane::fileChosen);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        [this](const QModelIndex &current) {
            if (current.isValid())
                Q_EMIT conversationSelected(
                    current.data(ConversationListModel::ConversationIndexRole).toInt());
        });
    retranslateUi();
}

void ConversationListPane::setFiles(const QStringList &names, int current)
{
    m_files->clear();
    m_files->addItems(names);
    m_files->setCurrentIndex(current);
    m_files->setVisible(names.size() > 1);
}

void ConversationListPane::setDocument(Document *document)
{
    m_model->setDocument(document);
}

void ConversationListPane::selectConversation(int conversation)
{
    const QModelIndex source = m_model->index(conversation, 0);
    const QModelIndex proxy = m_proxy->mapFromSource(source);
    if (!proxy.isValid())
        return;
    m_view->setCurrentIndex(proxy);
    m_view->scrollTo(proxy);
}

int ConversationListPane::currentConversation() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.data(ConversationListModel::ConversationIndexRole).toInt()
                             : -1;
}

void ConversationListPane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ConversationListPane::retranslateUi()
{
    //: placeholder of the field that filters the conversation list
    m_filter->setPlaceholderText(tr("Filter conversations"));
    m_model->retranslate();
}
