import { parseRichText } from '@/lib/rich-text.ts';
import styles from './rich-text.module.css';

/** Renders the light markup of descriptions and articles as plain elements (text is escaped). */
export function RichText({ source, headingLevel = 2 }: { source: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      {parseRichText(source).map((block, index) => {
        const key = `${block.type}-${index}`;
        if (block.type === 'heading') return <Heading key={key}>{block.text}</Heading>;
        if (block.type === 'list')
          return (
            <ul key={key}>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        if (block.type === 'numbered')
          return (
            <ol key={key} className={styles.steps}>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ol>
          );
        if (block.type === 'table')
          return (
            <div key={key} className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    {block.header.map((cell, column) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the row.
                      <th key={column} scope="col">
                        {cell}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {block.rows.map((row, rowIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the table.
                    <tr key={rowIndex}>
                      {row.map((cell, column) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the row.
                        <td key={column}>{cell}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        return <p key={key}>{block.text}</p>;
      })}
    </>
  );
}
