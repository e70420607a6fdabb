// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "items/message_filter.h"

#include <QPointer>
#include <QWidget>

class MessageFilterProxyModel;
class QAction;
class QCheckBox;
class QDateTimeEdit;
class QLabel;
class QLineEdit;
class QMenu;
class QTimer;
class QToolButton;

/// The compact filter bar above the message list: who (roles and authors), chunk kinds, tool
/// name, Citations, Problems, time range, Only matching, Clear, and "1,204 of 100,000
/// messages". Edits the filter of a MessageFilterProxyModel it does not own; owned by MessageView.
class MessageFilterBar : public QWidget
{
    Q_OBJECT
public:
    explicit MessageFilterBar(QWidget *parent = nullptr);

    /// The proxy whose filter the bar edits and whose rows it counts (not owned).
    void setProxy(MessageFilterProxyModel *proxy);
    /// The filter as the controls say; setFilter() sets the controls and applies it.
    MessageFilter filter() const { return m_filter; }
    void setFilter(const MessageFilter &filter);
    /// Clears every criterion and "Only matching", and hides the hidden-message notice.
    void clear();
    /// Enables "Only matching" (a find query exists); when unavailable it is also turned off.
    void setOnlyMatchingAvailable(bool available);
    bool isOnlyMatchingAvailable() const;
    /// Puts the keyboard focus in the bar (the tool name field).
    void focusBar();
    /// Tells that message `message` (0-based) is hidden by the filter, with "Show anyway".
    void showHiddenNotice(int message);
    void hideHiddenNotice();
    bool isNoticeShown() const;
    /// Rebuilds the choices of the Who and Kinds menus from the conversation shown.
    void refreshChoices();

    QToolButton *whoButton() const { return m_who; }
    QMenu *whoMenu() const { return m_whoMenu; }
    QToolButton *kindsButton() const { return m_kinds; }
    QMenu *kindsMenu() const { return m_kindsMenu; }
    QLineEdit *toolField() const { return m_tool; }
    QToolButton *citationsButton() const { return m_citations; }
    QToolButton *problemsButton() const { return m_problems; }
    QToolButton *timeButton() const { return m_time; }
    QToolButton *onlyMatchingButton() const { return m_onlyMatching; }
    QToolButton *clearButton() const { return m_clear; }
    QLabel *countLabel() const { return m_count; }

Q_SIGNALS:
    /// Escape in a field of the bar: the view gives the focus back to the list.
    void escapePressed();
    /// The user chose "Show anyway" on the hidden-message notice.
    void showAnywayRequested();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *createTimePanel(); // message_filter_bar_choices.cpp, with the Who and Kinds menus
    void retranslateUi();
    void apply();
    void syncControls();
    void updateCount();
    void updateButtonTexts();
    void onTimeChanged();

    QPointer<MessageFilterProxyModel> m_proxy;
    MessageFilter m_filter;
    QToolButton *m_who = nullptr;
    QMenu *m_whoMenu = nullptr;
    QToolButton *m_kinds = nullptr;
    QMenu *m_kindsMenu = nullptr;
    QLineEdit *m_tool = nullptr;
    QTimer *m_toolDelay = nullptr;
    QToolButton *m_citations = nullptr;
    QToolButton *m_problems = nullptr;
    QToolButton *m_time = nullptr;
    QCheckBox *m_fromCheck = nullptr;
    QDateTimeEdit *m_fromEdit = nullptr;
    QCheckBox *m_toCheck = nullptr;
    QDateTimeEdit *m_toEdit = nullptr;
    QToolButton *m_onlyMatching = nullptr;
    QToolButton *m_clear = nullptr;
    QLabel *m_count = nullptr;
    QWidget *m_notice = nullptr;
    QLabel *m_noticeText = nullptr;
    QToolButton *m_showAnyway = nullptr;
    int m_noticeMessage = -1;
};
