// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QWidget>

class QFormLayout;
class QToolButton;

/// A collapsible group of the query panel ("Options", "Advanced"): a header button with an
/// arrow that shows or hides a form below it. Collapsed by default. Owns its widgets; the
/// caller fills form().
class QueryPanelSection : public QWidget
{
    Q_OBJECT
public:
    explicit QueryPanelSection(QWidget *parent = nullptr);

    void setTitle(const QString &title);
    QFormLayout *form() const { return m_form; }
    QWidget *content() const { return m_content; }
    QToolButton *header() const { return m_header; }
    bool isExpanded() const;
    void setExpanded(bool expanded);

protected:
    void changeEvent(QEvent *event) override;

private:
    /// Sets the header's accessible description in the current language.
    void retranslate();
    QToolButton *m_header = nullptr;
    QWidget *m_content = nullptr;
    QFormLayout *m_form = nullptr;
};
