// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include "live/mcp_values.h"

#include <QScrollArea>

class JsonTreeView;
class QLabel;
class QVBoxLayout;

/// The result of one `tools/call` in the query panel's generic mode: an error line (a tool error
/// `isError`, or why the call failed), then the `content[]` blocks in order (text as plain text;
/// images and audio decoded from their base64 `data` only, never fetched; resources as their URI
/// and text; resource links as their URI, not followed), then `structuredContent` as a JSON
/// tree. Owns its widgets; keeps no reference to the outcome.
class QueryPanelResultView : public QScrollArea
{
    Q_OBJECT
public:
    explicit QueryPanelResultView(QWidget *parent = nullptr);

    void showOutcome(const McpOutcome &outcome);
    void clear();

    /// What the view shows, for tests: the text of each content block (images as "[image]").
    QStringList blockTexts() const { return m_blockTexts; }
    int imageCount() const { return m_images; }
    /// The structuredContent tree (hidden when the result has none).
    JsonTreeView *structuredView() const { return m_structured; }
    /// The error line ("" when the call succeeded).
    QString errorText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    /// The structuredContent heading and the tree's accessible name and description, in the
    /// current language.
    void retranslate();
    void addText(const QString &text);
    void addImage(const QByteArray &base64, const QString &mimeType);
    void addNote(const QString &text);

    QWidget *m_body = nullptr;
    QVBoxLayout *m_blocks = nullptr;
    QLabel *m_error = nullptr;
    QLabel *m_structuredTitle = nullptr;
    JsonTreeView *m_structured = nullptr;
    QStringList m_blockTexts;
    int m_images = 0;
};
